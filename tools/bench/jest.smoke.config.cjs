// The catalogue benchmark's smoke run (npm test, after the builds): tools/bench/catalogue.smoke.spec.ts.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'bench',
  roots: ['<rootDir>/tools/bench'],
  testMatch: ['**/*.smoke.spec.ts'],
  // Start-up, migrations, a few thousand products and one short round; a hang guard, not a target.
  testTimeout: 15 * 60_000,
};
