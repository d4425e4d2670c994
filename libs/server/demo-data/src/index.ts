// The demo data (products, trade-ins, accounts): pure data that the API seeds on `npm start` and
// tools/seed varies to generate a large catalogue.
export * from './demo-products';
export * from './demo-trade';
export * from './demo-users';
