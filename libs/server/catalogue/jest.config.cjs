const preset = require('../../../jest.preset.cjs');
module.exports = { ...preset(), displayName: 'server-catalogue', roots: ['<rootDir>/libs/server/catalogue'] };
