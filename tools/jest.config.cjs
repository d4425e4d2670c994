// Unit and in-process tests of the dev tooling (the payment sandbox).
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'tools',
  roots: ['<rootDir>/tools/payment-sandbox'],
  testMatch: ['**/*.spec.ts'],
  testTimeout: 30_000,
};
