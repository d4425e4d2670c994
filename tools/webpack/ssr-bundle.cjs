// The storefront's server-side renderer: the same app code built for Node into one CommonJS file,
// dist/apps/storefront/ssr/render.js, which the storefront server loads (apps/storefront/server).
// React and everything else are bundled in, built for production (the server's own NODE_ENV does
// not pick React's development build). Stylesheets are left to the browser build; images get the
// same hashed names as there.
const path = require('node:path');
const webpack = require('webpack');
const swcOptions = require('../../swc.config.cjs');
const { aliases, workspaceRoot } = require('./federated-app.cjs');

/** @param {{ projectRoot: string, entry: string }} options `entry` relative to the project root. */
module.exports = function ssrBundle({ projectRoot, entry }) {
  const appRoot = path.join(workspaceRoot, projectRoot);
  return {
    name: 'ssr',
    mode: 'production',
    target: 'node20',
    context: appRoot,
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(workspaceRoot, 'dist', projectRoot, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: aliases },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { ...swcOptions({ react: true }), swcrc: false } },
        },
        // Stylesheets are imported for their effect in the browser only.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(svg|png|jpe?g|webp|ico|woff2?)$/, type: 'asset', generator: { emit: false } },
      ],
    },
    // One file: the lazy pages resolve at once on the server.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
