const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset({ decorators: true }),
  displayName: 'api',
  roots: ['<rootDir>/apps/api/src'],
  testMatch: ['**/*.spec.ts'],
  // otplib (admin TOTP) requires the ESM-only @scure/base and @noble/hashes; jest's module loader needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
};
