const preset = require('../../jest.preset.cjs');
const base = preset({ dom: true });
module.exports = {
  ...base,
  displayName: 'storefront',
  roots: ['<rootDir>/apps/storefront'],
  // The production web server (apps/storefront/server) is Node code with its own jest config.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/storefront/server/'],
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/libs/shared/ui/testing/jsdom-setup.cjs'],
};
