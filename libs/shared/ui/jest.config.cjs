const preset = require('../../../jest.preset.cjs');
module.exports = { ...preset({ dom: true }), displayName: 'ui', roots: ['<rootDir>/libs/shared/ui'] };
