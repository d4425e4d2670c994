// What the host loads as 'admin/Module'.
export { AdminModule as default } from './app/admin-module';
