const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset({ decorators: true }),
  displayName: 'api',
  roots: ['<rootDir>/apps/api/src'],
  testMatch: ['**/*.spec.ts'],
};
