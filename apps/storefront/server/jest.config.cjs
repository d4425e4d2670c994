// The storefront's production web server: in-process tests against a fake API (node, not jsdom).
const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'storefront-server',
  roots: ['<rootDir>/apps/storefront/server'],
  testMatch: ['**/*.spec.ts'],
  // @fastify/static requires the ESM-only content-disposition; jest on Node 20 needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testTimeout: 30_000,
};
