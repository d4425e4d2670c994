// Shared jest settings: swc for speed, the tsconfig path aliases mapped onto the libs' sources.
const path = require('node:path');
const swcOptions = require('./swc.config.cjs');
const { compilerOptions } = require('./tsconfig.base.json');

const root = __dirname;
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, path.join(root, target)]),
);

/** @param {{ dom?: boolean, decorators?: boolean }} options */
module.exports = function jestPreset({ dom = false, decorators = false } = {}) {
  return {
    rootDir: root,
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          ...swcOptions({ decorators, react: dom, target: 'es2022' }),
          module: { type: 'commonjs' },
          swcrc: false,
        },
      ],
    },
    moduleNameMapper: {
      ...moduleNameMapper,
      '\\.(css)$': path.join(__dirname, 'tools/jest/style-mock.cjs'),
    },
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'tools/jest/setup-dom.cjs')] : [],
    // A hang guard, not a speed target: under load a component test's waits (up to the 15 s in
    // setup-dom.cjs) must run out before the test itself does.
    ...(dom ? { testTimeout: 60_000 } : {}),
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  };
};
