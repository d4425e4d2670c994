const preset = require('../../../jest.preset.cjs');
module.exports = {
  ...preset({ dom: true }),
  displayName: 'session',
  roots: ['<rootDir>/libs/shared/session'],
};
