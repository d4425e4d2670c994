const preset = require('../../jest.preset.cjs');
const base = preset({ dom: true });
module.exports = {
  ...base,
  displayName: 'admin',
  roots: ['<rootDir>/apps/admin'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/libs/shared/ui/testing/jsdom-setup.cjs'],
};
