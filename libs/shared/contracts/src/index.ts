export * from './errors';
export * from './auth';
export * from './admin';
export * from './health';
export * from './catalogue';
export * from './trade';
export * from './orders';
export * from './paging';
