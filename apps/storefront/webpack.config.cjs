const federatedApp = require('../../tools/webpack/federated-app.cjs');
const ssrBundle = require('../../tools/webpack/ssr-bundle.cjs');

// The host: no remotes at build time; they are registered from /app.config.json at start-up.
// Beside it, the server-side renderer of its public pages (dist/apps/storefront/ssr).
module.exports = [
  federatedApp({
    name: 'storefront',
    projectRoot: 'apps/storefront',
    title: 'PhoneHub — Refurbished electronics & trade-in',
    // The server renderer replaces the title and this description per page (server/src/head.ts).
    meta: {
      description:
        'Certified refurbished phones, laptops and tablets with a 12-month warranty, plus trade-in quotes for your old devices.',
    },
    keep: /^ssr[\\/]/,
  }),
  ssrBundle({ projectRoot: 'apps/storefront', entry: './src/server-entry.tsx' }),
];
