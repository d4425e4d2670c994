const preset = require('../../../jest.preset.cjs');
module.exports = {
  ...preset({ dom: false }),
  displayName: 'domain',
  roots: ['<rootDir>/libs/shared/domain'],
};
