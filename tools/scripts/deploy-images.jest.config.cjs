// The deploy images started from their Dockerfiles' layout (deploy-images.e2e-spec.ts). It needs the
// production builds, so `npm test` runs it right after them, not with the tools' unit tests.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'deploy-images',
  roots: ['<rootDir>/tools/scripts'],
  testMatch: ['**/deploy-images.e2e-spec.ts'],
  testTimeout: 240_000,
  // The spec imports the stack (for its ports and the frontend server's option types), which loads
  // @fastify/static and with it the ESM-only content-disposition; jest's module loader needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
