// The deploy images started from their Dockerfiles' layout (deploy-images.e2e-spec.ts). It needs the
// production builds, so `npm test` runs it right after them, not with the tools' unit tests.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'deploy-images',
  roots: ['<rootDir>/tools/scripts'],
  testMatch: ['**/deploy-images.e2e-spec.ts'],
  testTimeout: 240_000,
};
