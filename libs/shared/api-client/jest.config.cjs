const preset = require('../../../jest.preset.cjs');
module.exports = {
  ...preset({ dom: true }),
  displayName: 'api-client',
  roots: ['<rootDir>/libs/shared/api-client'],
};
