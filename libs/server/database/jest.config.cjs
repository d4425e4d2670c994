const preset = require('../../../jest.preset.cjs');
module.exports = {
  ...preset(),
  displayName: 'server-database',
  roots: ['<rootDir>/libs/server/database'],
  testTimeout: 120000,
};
