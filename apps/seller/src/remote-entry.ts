// What the host loads as 'seller/Module'.
export { SellerModule as default } from './app/seller-module';
