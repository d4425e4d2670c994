// One webpack setup for the three React apps: the storefront host and the seller/admin remotes.
// Remotes are never wired in at build time: the host registers them at run time from /app.config.json,
// so a remote can move to another origin without rebuilding the host.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const swcOptions = require('../../swc.config.cjs');
const { compilerOptions } = require('../../tsconfig.base.json');
const pkg = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/** `@phonehub/ui` → its index.ts; the `$` makes the alias exact so deep imports fail loudly. */
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, path.join(workspaceRoot, target)]),
);

/**
 * React, react-dom, react-router-dom and the session lib are singletons shared by host and remotes;
 * nothing else is (ARCHITECTURE.md). The session lib is shared from source, so both sides agree on
 * one React context and one notification channel.
 */
const shared = {
  react: { singleton: true, requiredVersion: pkg.dependencies.react },
  'react-dom': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-router-dom': { singleton: true, requiredVersion: pkg.dependencies['react-router-dom'] },
  '@phonehub/session': {
    singleton: true,
    import: path.join(workspaceRoot, compilerOptions.paths['@phonehub/session'][0]),
    requiredVersion: false,
    version: '1.0.0',
  },
};

/**
 * @param {{ name: string, projectRoot: string, exposes?: Record<string, string>, title: string }} options
 * `projectRoot` is relative to the workspace root, e.g. 'apps/seller'.
 */
module.exports = function federatedApp({ name, projectRoot, exposes, title }) {
  const appRoot = path.join(workspaceRoot, projectRoot);
  return {
    mode: 'production',
    context: appRoot,
    entry: { main: './src/main.ts' },
    // Maps are written for error reports, but the bundles do not point at them and the static server
    // refuses *.map: the original sources are not published.
    devtool: 'hidden-source-map',
    output: {
      path: path.join(workspaceRoot, 'dist', projectRoot),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: aliases,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { ...swcOptions({ react: true }), swcrc: false } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|ico|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(appRoot, 'src/index.html'),
        // index.html is served from its origin's root at any depth (/admin/anything, /trade/42):
        // the entry must load from '/', not relative to the URL. Chunks keep publicPath 'auto'.
        publicPath: '/',
        title,
        chunks: ['main'],
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.[contenthash:8].js' : undefined,
        exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
