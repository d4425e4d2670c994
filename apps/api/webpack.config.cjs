// Bundles only our code (apps/api + the libs it imports); node_modules stay external and are
// required at run time, so native modules (argon2) and ESM-only packages keep working.
const path = require('node:path');
const nodeExternals = require('webpack-node-externals');
const swcOptions = require('../../swc.config.cjs');
const { compilerOptions } = require('../../tsconfig.base.json');

const root = path.resolve(__dirname, '../..');
const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [`${name}$`, path.join(root, target)]),
);

module.exports = {
  target: 'node',
  mode: 'production',
  devtool: 'source-map',
  context: root,
  entry: path.join(__dirname, 'src/main.ts'),
  output: { path: path.join(root, 'dist/apps/api'), filename: 'main.js', clean: true },
  // Keep NODE_ENV a run-time setting: production mode would otherwise inline it at build time.
  optimization: { minimize: false, nodeEnv: false },
  resolve: { extensions: ['.ts', '.js'], alias },
  externalsPresets: { node: true },
  externals: [nodeExternals({ modulesDir: path.join(root, 'node_modules') })],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { ...swcOptions({ decorators: true }), module: { type: 'es6' }, swcrc: false },
        },
      },
    ],
  },
  node: { __dirname: false, __filename: false },
  performance: { hints: false },
};
