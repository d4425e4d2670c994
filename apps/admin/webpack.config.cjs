const { remoteApp } = require('../../tools/webpack/federated-app.cjs');

module.exports = remoteApp({ name: 'admin', title: 'PhoneHub Admin', meta: { robots: 'noindex' } });
