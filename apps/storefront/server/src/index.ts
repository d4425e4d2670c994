// The storefront's web server, started by tools/scripts (npm start, the cluster, the images) and by
// the API's end-to-end tests that put it in front of the real API.
export { createStorefrontServer, type StorefrontServerOptions } from './storefront-server';
