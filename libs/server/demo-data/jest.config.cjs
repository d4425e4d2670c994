const preset = require('../../../jest.preset.cjs');
module.exports = { ...preset(), displayName: 'server-demo-data', roots: ['<rootDir>/libs/server/demo-data'] };
