// One build setup for the shell and the five remotes, so the federation pitfalls are handled in one place:
// async bootstrap entries, publicPath 'auto', no runtime chunk, manifests, no dts, loaded-first sharing,
// the federation runtime provided once by the shell, and every stateful library shared as a singleton.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { tsImport } from 'tsx/esm/api';
import { StartupPreloadsPlugin } from './startup-preloads.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The shell and every remote, with their folders and dev ports: where each is built and deployed, the one list
 * every tool reads. Which pages a remote has is the page registry's (the contract's pages.ts).
 */
export const PLATFORM = require('./remotes.json');
/** Each remote's exposed pages, read from the page registry (TypeScript, loaded as the build starts). */
const { remoteExposes } = await tsImport('@pepper/contract/app-routes', import.meta.url);
export const DEV_PORTS = Object.fromEntries([
  ['shell', PLATFORM.shell.devPort],
  ...PLATFORM.remotes.map((remote) => [remote.name, remote.devPort]),
]);
/** What the shell's dev server answers at /remotes.json: each remote's manifest on its own dev server. */
export const DEV_REMOTE_MAP = Object.fromEntries(
  PLATFORM.remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`]),
);
export const API_PORT = 3000;

/**
 * rspack finds the federation bundler runtime with require.resolve, i.e. its CommonJS build, which cannot
 * be tree-shaken; point those exact files at the ES builds beside them (a remote entry loses about a tenth).
 */
function federationRuntimeEsmAliases() {
  const aliases = {};
  for (const pkg of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const cjs = require.resolve(pkg);
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs !== esm) aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

const singleton = (extra = {}) => ({ singleton: true, requiredVersion: false, ...extra });

/** Libraries that hold state (one React, one router, one QueryClient, one toast store, one connection) are singletons. */
export const SHARED = {
  react: singleton(),
  'react/': singleton(),
  'react-dom': singleton(),
  'react-dom/': singleton(),
  // Routing is shared through @pepper/router only: sharing 'react-router' itself would ship all of it, unshaken.
  '@pepper/router': singleton({ version: '1.0.0' }),
  '@tanstack/react-query': singleton(),
  '@tanstack/query-core': singleton(),
  '@pepper/ui/toast': singleton({ version: '1.0.0' }),
  '@pepper/ui/connection': singleton({ version: '1.0.0' }),
};

function tailwindPlugins(appDir) {
  const tailwind = require('tailwindcss');
  const autoprefixer = require('autoprefixer');
  return [
    tailwind({
      presets: [require(path.join(root, 'packages/ui/tailwind-preset.cjs'))],
      content: [path.join(appDir, 'src/**/*.{ts,tsx}'), path.join(root, 'packages/ui/src/**/*.{ts,tsx}')],
    }),
    autoprefixer(),
  ];
}

function baseConfig({ name, dir, mode, port }) {
  const production = mode === 'production';
  return {
    context: dir,
    mode,
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `pepper_${name}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // TypeScript sources may import siblings as './x.js' (Node ESM style).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // React Router publishes its production build only by path; its default export keeps dev-only checks.
      alias: {
        ...federationRuntimeEsmAliases(),
        ...(production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
      // The federation runtime requires its helpers; prefer their ES builds so unused parts tree-shake away.
      byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'require', 'default'] } },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules[\\/](?!@pepper)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 105, safari >= 15.4, firefox >= 110' },
          },
          type: 'javascript/auto',
        },
        {
          test: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
          loader: require.resolve('./pure-calls-loader.cjs'),
        },
        {
          test: /\.css$/,
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: tailwindPlugins(dir) } } }],
          type: 'css/auto',
        },
      ],
    },
    optimization: { runtimeChunk: false, minimize: production },
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}

/**
 * For remotes of many small pages: the UI kit's modules only declare components, so the ones a page does not
 * use drop out of it; and every page imports the same Tailwind utilities, so they ship as one stylesheet the
 * browser caches once rather than a copy under each page's name.
 */
function shareOneStylesheetAndShakeTheKit(config) {
  config.module.rules.push({ test: /packages[\\/]ui[\\/]src[\\/].*\.tsx?$/, sideEffects: false });
  config.optimization.splitChunks = {
    cacheGroups: { styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true } },
  };
}

/** The release a remote was built as, shown on its pages so a visitor (and a test) can tell what is live. */
function releaseDefine(dir) {
  const { version } = require(path.join(dir, 'package.json'));
  return new rspack.DefinePlugin({
    'process.env.PEPPER_RELEASE': JSON.stringify(process.env.PEPPER_RELEASE ?? version),
  });
}

/** Where a remote's server build goes, inside its browser build: deployed together, at one address. */
export const SERVER_DIR = 'server';

/**
 * Names the server build's entry in the browser build's mf-manifest.json (`metaData.ssrRemoteEntry`), where the
 * federation runtime looks for it when it runs in Node: a server that knows the remote's manifest address can
 * render its pages, from whatever release is deployed there.
 */
class NameServerEntryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NameServerEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NameServerEntryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.ssrRemoteEntry = {
            name: 'remoteEntry.js',
            path: `${SERVER_DIR}/`,
            type: 'commonjs-module',
          };
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

/** Stylesheets mean nothing to a server render: their imports become empty modules in a server build. */
const NO_STYLES = {
  test: /\.css$/,
  loader: path.join(root, 'packages/rspack-config/empty-module-loader.cjs'),
};

/**
 * The server build of a remote: the same pages, as CommonJS for Node (`async-node`), loaded at run time by the
 * API over HTTP through Module Federation's node runtime, which fetches the remote's own chunks the same way.
 * The API provides React, the router and the query client, so a page renders inside the shell's frame.
 */
export function createRemoteServerConfig(configUrl) {
  const dir = path.dirname(new URL(configUrl).pathname);
  const remote = PLATFORM.remotes.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in packages/rspack-config/remotes.json`);
  const base = baseConfig({ name: remote.name, dir, mode: 'production', port: 0 });
  const out = process.env.PEPPER_OUT_DIR ? path.resolve(process.env.PEPPER_OUT_DIR) : base.output.path;
  return {
    ...base,
    name: `${remote.name}-server`,
    target: 'async-node',
    output: {
      path: path.join(out, SERVER_DIR),
      publicPath: 'auto',
      uniqueName: `pepper_${remote.name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    entry: {},
    module: { rules: [base.module.rules[0], NO_STYLES] },
    optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
    devServer: undefined,
    plugins: [
      releaseDefine(dir),
      new ModuleFederationPlugin({
        name: remote.name,
        filename: 'remoteEntry.js',
        exposes: exposesOf(remote),
        shared: SHARED,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
  };
}

/**
 * Each page the registry gives a remote, exposed as './<Page>' from the module the registry names (it
 * default-exports the screen); the shell's routes load it as '<remote>/<Page>'.
 */
function exposesOf(remote) {
  const exposes = remoteExposes(remote.name);
  if (!Object.keys(exposes).length)
    throw new Error(`The page registry gives ${remote.name} no page to expose`);
  return exposes;
}

/** A remote's two builds: for the browser, and for the server that renders its pages into the document. */
export function createRemoteConfigs(configUrl, options = {}) {
  // A dev server serves the browser build only; pages are then rendered in the browser.
  const browser = createRemoteConfig(configUrl, options);
  if (process.argv.includes('serve')) return browser;
  const server = createRemoteServerConfig(configUrl);
  // After the browser build, which empties the folder the server build writes into.
  return [
    { ...browser, name: server.name.replace(/-server$/, '') },
    { ...server, dependencies: [server.name.replace(/-server$/, '')] },
  ];
}

/**
 * A remote, from its entry in remotes.json: exposes its pages (the page registry's), uses the shell's federation
 * runtime, publishes mf-manifest.json. `manyPages` applies shareOneStylesheetAndShakeTheKit.
 */
export function createRemoteConfig(configUrl, { mode = process.env.NODE_ENV ?? 'production' } = {}) {
  const dir = path.dirname(new URL(configUrl).pathname);
  const remote = PLATFORM.remotes.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in packages/rspack-config/remotes.json`);
  const { name, manyPages = false } = remote;
  const exposes = exposesOf(remote);
  const config = baseConfig({ name, dir, mode, port: DEV_PORTS[name] });
  // A deploy may build straight into its release folder.
  if (process.env.PEPPER_OUT_DIR) config.output.path = path.resolve(process.env.PEPPER_OUT_DIR);
  config.plugins = [
    releaseDefine(dir),
    new NameServerEntryPlugin(),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: SHARED,
      manifest: true,
      dts: false,
      shareStrategy: 'loaded-first',
      // Remotes use the shell's runtime core and never load other remotes themselves.
      experiments: {
        externalRuntime: true,
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
  ];
  if (manyPages) shareOneStylesheetAndShakeTheKit(config);
  // The federation plugin notes, for every build, that publicPath 'auto' makes the manifest's addresses resolve
  // against wherever the remote is deployed: that is the design (a remote moves without a rebuild), not a fault.
  config.infrastructureLogging = { level: 'error' };
  return config;
}

/**
 * The host: a plain app, built without the federation plugin. It loads the federation runtime itself, in a chunk
 * of its own, when a remote's page is first needed, and hands the remotes its own copies of the SHARED libraries
 * (shell/src/federation/runtime.ts): Home and the shell's other pages open without the runtime.
 * `routeChunks`, `remotePageRequests`: see StartupPreloadsPlugin. `templateParameters`: values the document template writes in.
 */
export function createHostConfig({
  dir,
  mode = process.env.NODE_ENV ?? 'production',
  proxyApi = true,
  routeChunks = {},
  remotePageRequests = [],
  templateParameters = {},
}) {
  const config = baseConfig({ name: 'shell', dir, mode, port: DEV_PORTS.shell });
  config.output.publicPath = '/';
  config.plugins = [
    // Not minified: minifying drops the template's comments, and the server writes each page's head in place of
    // its <!--app-head--> placeholder.
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      scriptLoading: 'defer',
      templateParameters,
      minify: false,
    }),
    new StartupPreloadsPlugin({ routeChunks, remotePageRequests }),
    new rspack.DefinePlugin({ 'process.env.PEPPER_MOCK': JSON.stringify(process.env.PEPPER_MOCK ?? '0') }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
  ];
  if (proxyApi) {
    config.devServer.proxy = [{ context: ['/api'], target: `http://127.0.0.1:${API_PORT}` }];
  }
  return config;
}

/**
 * The shell's server build: one CommonJS file for Node that the API loads to render the frame and a page into
 * the document. React and React DOM stay outside it (the server's own, so the renderer and the components share
 * one React); everything else the shell uses is inside.
 */
export function createShellServerConfig({ dir, entry = './src/server/render.tsx' }) {
  const base = baseConfig({ name: 'shell', dir, mode: 'production', port: 0 });
  return {
    ...base,
    name: 'shell-server',
    target: 'node',
    entry: { render: entry },
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [/^react$/, /^react-dom$/, /^react\//, /^react-dom\//],
    resolve: {
      ...base.resolve,
      byDependency: undefined,
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: { rules: [base.module.rules[0], NO_STYLES] },
    optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
    devServer: undefined,
    plugins: [new rspack.DefinePlugin({ 'process.env.PEPPER_MOCK': JSON.stringify('0') })],
  };
}

/**
 * The host's service worker: one classic script at the root of its dist, built from TypeScript like the apps.
 * Workbox then writes the shell's precache list into it (see shell/scripts/build-service-worker.mjs).
 */
export function createServiceWorkerConfig({ dir, entry, filename = 'sw.js' }) {
  const config = baseConfig({ name: 'service-worker', dir, mode: 'production', port: 0 });
  return {
    ...config,
    target: ['webworker', 'es2020'],
    entry: { sw: entry },
    output: { path: path.join(dir, 'dist'), filename, publicPath: '/', iife: true, clean: false },
    module: { rules: config.module.rules.filter((rule) => rule.loader === 'builtin:swc-loader') },
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    devServer: undefined,
    plugins: [],
  };
}
