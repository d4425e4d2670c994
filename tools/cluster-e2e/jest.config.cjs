// The two-instance stack with real processes (npm test runs it after the builds): two API
// instances on one PostgreSQL and one Redis, the storefront server balancing /api between them.
// Loopback only; every process it starts is stopped in afterAll.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset(),
  displayName: 'cluster-e2e',
  roots: ['<rootDir>/tools/cluster-e2e'],
  testMatch: ['**/*.e2e-spec.ts'],
  testTimeout: 120_000,
  // @fastify/static (via the sandbox's and servers' imports) requires the ESM-only content-disposition.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
