// The catalogue's pure building blocks (no Nest, no TypeORM): the listing and detail SQL, the row →
// Product mapper, the catalogue's terms and the product illustrations. The API's catalogue module
// runs them; the benchmark's bare baseline (tools/bench) and the bulk seed (tools/seed) reuse them,
// so both send the same SQL and draw the same pictures as the API.
export * from './buyable';
export * from './catalogue-terms';
export * from './product-listing.query';
export * from './product.mapper';
export * from './media/device-colours';
export * from './media/device-family';
export * from './media/product-illustration';
