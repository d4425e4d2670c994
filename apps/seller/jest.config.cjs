const preset = require('../../jest.preset.cjs');
const base = preset({ dom: true });
module.exports = {
  ...base,
  displayName: 'seller',
  roots: ['<rootDir>/apps/seller'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/libs/shared/ui/testing/jsdom-setup.cjs'],
};
