// One webpack setup for the three React apps: the storefront host and the seller/admin remotes.
// Remotes are never wired in at build time: the host registers them at run time from /app.config.json,
// so a remote can move to another origin without rebuilding the host.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const swcOptions = require('../../swc.config.cjs');
const { compilerOptions } = require('../../tsconfig.base.json');
const pkg = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
const uiIndex = path.join(workspaceRoot, compilerOptions.paths['@phonehub/ui'][0]);

/**
 * `@phonehub/ui` → its index.ts; the `$` makes the alias exact so deep imports fail loudly.
 * react-router's package exports point every bundler at its development build (about 47 KB gzip of
 * warnings and checks); its production build sits beside it.
 */
const aliases = {
  ...Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `${alias}$`,
      path.join(workspaceRoot, target),
    ]),
  ),
  'react-router$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * React, react-dom, react-router-dom and the session lib are singletons shared by host and remotes;
 * nothing else is (ARCHITECTURE.md). The session lib is shared from source, so both sides agree on
 * one React context and one notification channel.
 */
const shared = {
  react: { singleton: true, requiredVersion: pkg.dependencies.react },
  'react-dom': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-router-dom': {
    singleton: true,
    import: path.join(__dirname, 'react-router-dom.mjs'),
    requiredVersion: pkg.dependencies['react-router-dom'],
    version: pkg.dependencies['react-router-dom'],
  },
  '@phonehub/session': {
    singleton: true,
    import: path.join(workspaceRoot, compilerOptions.paths['@phonehub/session'][0]),
    requiredVersion: false,
    version: '1.0.0',
  },
};

/**
 * @param {{ name: string, projectRoot: string, exposes?: Record<string, string>, title: string, meta?: Record<string, string>, keep?: RegExp }} options
 * `projectRoot` is relative to the workspace root, e.g. 'apps/seller'; `meta`: the page's own
 * `<meta name content>` tags in the shared HTML shell (index.html here); `keep`: output another
 * build writes beside this one (the storefront's server renderer), not cleaned away.
 */
const compressible = /\.(js|css|html|json|svg)$/;
const compressedCopies = () => [
  new CompressionPlugin({
    test: compressible,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    test: compressible,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

function federatedApp({ name, projectRoot, exposes, title, meta = {}, keep }) {
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
      clean: keep ? { keep } : true,
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
        // The shared libs' modules only define things (their index.ts files import their styles):
        // what a page does not use is left out of its bundle, with the Radix parts it would pull in.
        { test: /[\\/]libs[\\/]shared[\\/].*[\\/](?!index\.ts$)[^\\/]+\.tsx?$/, sideEffects: false },
        // In the host, @phonehub/ui's index too (its one side effect, importing the design system's
        // stylesheet, the host does itself: src/ui-styles.css). Otherwise every component an app uses
        // anywhere, lazily loaded parts included, is bundled where the index is: the first page's chunk.
        // A remote's exposed modules must bring the stylesheet with them, so its index keeps it.
        ...(exposes ? [] : [{ test: uiIndex, sideEffects: false }]),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|ico|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        // index.html is served from its origin's root at any depth (/admin/anything, /trade/42):
        // the entry must load from '/', not relative to the URL. Chunks keep publicPath 'auto'.
        publicPath: '/',
        title,
        pageMeta: meta,
        chunks: ['main'],
      }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.[contenthash:8].js' : undefined,
        exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        // Every app runs in the browser only (the storefront's server renders without federation):
        // the runtime's Node.js loaders are left out of the start-up script the browser evaluates.
        experiments: { optimization: { target: 'web' } },
        manifest: true,
        dts: false,
      }),
      // Brotli and gzip copies at the highest levels, served in place of the files by the frontends'
      // server (libs/server/frontend, preCompressed) instead of compressing on every request.
      ...compressedCopies(),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The host's styles in one file: its server inlines the rules a page uses from it
          // (apps/storefront/server), and the browser fetches it once for every page.
          ...(!exposes && {
            styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          }),
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A remote (apps/<name>): what its host mounts is the module src/remote-entry.ts exposes. */
const remoteApp = ({ name, ...options }) =>
  federatedApp({
    name,
    projectRoot: `apps/${name}`,
    exposes: { './Module': './src/remote-entry.ts' },
    ...options,
  });

module.exports = federatedApp;
module.exports.remoteApp = remoteApp;
module.exports.aliases = aliases;
module.exports.workspaceRoot = workspaceRoot;
