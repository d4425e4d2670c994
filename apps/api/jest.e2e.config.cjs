// End-to-end tests: the real app over HTTP against a fresh PostgreSQL database (see e2e/global-setup.ts).
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset({ decorators: true }),
  displayName: 'api-e2e',
  roots: ['<rootDir>/apps/api/e2e'],
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/apps/api/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/apps/api/e2e/global-teardown.ts',
  testTimeout: 60_000,
  // Every file starts the app, and with it pg-boss: see the file for why its delay is replaced.
  setupFilesAfterEnv: ['<rootDir>/tools/jest/pg-boss-delay.cjs'],
  // @fastify/static (Swagger UI) requires the ESM-only content-disposition, otplib (admin TOTP) the
  // ESM-only @scure/base and @noble/hashes; jest's module loader needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|@scure/base|@noble/hashes)/)'],
};
