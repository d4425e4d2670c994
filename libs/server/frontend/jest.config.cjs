const preset = require('../../../jest.preset.cjs');
module.exports = {
  ...preset(),
  displayName: 'server-frontend',
  roots: ['<rootDir>/libs/server/frontend'],
  // @fastify/static requires the ESM-only content-disposition; jest on Node 20 needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testTimeout: 30_000,
};
