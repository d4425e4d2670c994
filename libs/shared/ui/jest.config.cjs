const preset = require('../../../jest.preset.cjs');
const base = preset({ dom: true });
module.exports = {
  ...base,
  displayName: 'ui',
  roots: ['<rootDir>/libs/shared/ui'],
  // The apps' jsdom gaps (react-router needs TextEncoder since usePagedList lives here).
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/libs/shared/ui/testing/jsdom-setup.cjs'],
};
