const federatedApp = require('../../tools/webpack/federated-app.cjs');

// The host: no remotes at build time; they are registered from /app.config.json at start-up.
module.exports = federatedApp({ name: 'storefront', projectRoot: 'apps/storefront', title: 'PhoneHub — Refurbished electronics & trade-in' });
