// Unit and in-process tests of the dev tooling (the payment and carrier sandboxes, the frontends' static server).
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'tools',
  roots: ['<rootDir>/tools/payment-sandbox', '<rootDir>/tools/carrier-sandbox', '<rootDir>/tools/scripts'],
  testMatch: ['**/*.spec.ts'],
  // @fastify/static (the static server) requires the ESM-only content-disposition; jest's module loader needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testTimeout: 30_000,
};
