const federatedApp = require('../../tools/webpack/federated-app.cjs');

module.exports = federatedApp({
  name: 'admin',
  projectRoot: 'apps/admin',
  title: 'PhoneHub Admin',
  exposes: { './Module': './src/remote-entry.ts' },
});
