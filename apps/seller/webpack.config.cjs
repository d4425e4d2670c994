const federatedApp = require('../../tools/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'seller',
  projectRoot: 'apps/seller',
  title: 'PhoneHub Seller Dashboard',
  exposes: { './Module': './src/remote-entry.ts' },
});
