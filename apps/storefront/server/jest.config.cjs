// The storefront's production web server: in-process tests against a fake API (node, not jsdom).
const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'storefront-server',
  roots: ['<rootDir>/apps/storefront/server'],
  testMatch: ['**/*.spec.ts'],
  // @fastify/static requires the ESM-only content-disposition, and beasties (critical CSS) ESM-only
  // HTML and CSS parsers; jest on Node 20 needs them compiled.
  transformIgnorePatterns: ['^(?!.*/node_modules/beasties/).*/node_modules/(?!content-disposition/)'],
  testTimeout: 30_000,
};
