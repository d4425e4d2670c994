const preset = require('../../../jest.preset.cjs');
module.exports = { ...preset(), displayName: 'server-http', roots: ['<rootDir>/libs/server/http'] };
