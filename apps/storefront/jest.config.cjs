const preset = require('../../jest.preset.cjs');
const base = preset({ dom: true });
module.exports = {
  ...base,
  displayName: 'storefront',
  roots: ['<rootDir>/apps/storefront'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/libs/shared/ui/testing/jsdom-setup.cjs'],
};
