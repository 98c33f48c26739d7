import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_REMOTE_MAP, createHostConfig, createShellServerConfig } from '@pepper/rspack-config';
import { tsImport } from 'tsx/esm/api';

const { PAGES, SHELL, isShellPage } = await tsImport('@pepper/contract/pages', import.meta.url);

const dir = path.dirname(fileURLToPath(import.meta.url));
// The tab icon is written into the document: a browser asks for it while the page loads, and on a phone's few
// connections that request would take one the shell's own files need.
const favicon = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.join(dir, 'public/icons/icon.svg'), 'utf8').replace(/\n\s*/g, ''),
)}`;
/** The request each of the shell's screens is imported with (src/app/App.tsx, and Home's in home-page.ts). */
const SCREEN_REQUESTS = {
  Home: './HomePage',
  Menu: '../features/menu/MenuPage',
  Login: '../features/auth/LoginPage',
  ForgotPassword: '../features/auth/ForgotPasswordPage',
  ResetPassword: '../features/auth/ResetPasswordPage',
  Account: '../features/account/AccountPage',
  Logout: '../features/account/LogoutPage',
};

/** Every path of the registry's shell screens, to the request its screen is imported with. */
function shellRouteChunks() {
  const shellScreens = Object.values(PAGES).filter((page) => page.owner === SHELL && isShellPage(page));
  const unknown = shellScreens.filter((page) => !SCREEN_REQUESTS[page.screen]).map((page) => page.screen);
  if (unknown.length) throw new Error(`No module is named for the shell's screens ${unknown.join(', ')}`);
  return Object.fromEntries(
    shellScreens.flatMap((page) => page.paths.map((path) => [path, SCREEN_REQUESTS[page.screen]])),
  );
}

const config = createHostConfig({
  dir,
  proxyApi: process.env.PEPPER_MOCK !== '1',
  // Each of the shell's screens comes on its own, named in the head of its own pages' documents only: other
  // pages open without it.
  routeChunks: shellRouteChunks(),
  // Every remote's page needs the federation runtime (shell/src/federation/remotes.ts imports it as './runtime')
  // and the glue that loads a remote's page (App.tsx imports it as '../federation/RemotePage').
  remotePageRequests: ['./runtime', '../federation/RemotePage'],
  templateParameters: { favicon },
});
// In development /remotes.json points every remote at its own dev server.
const devMiddlewares = [
  {
    name: 'remote-map',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(DEV_REMOTE_MAP));
    },
  },
];
config.devServer.setupMiddlewares = (middlewares) => [...devMiddlewares, ...middlewares];
if (process.env.PEPPER_MOCK === '1') {
  // The mock API's service worker comes straight from the installed msw, so it always matches its version.
  const worker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  devMiddlewares.push({
    name: 'msw-worker',
    path: '/mockServiceWorker.js',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(fs.readFileSync(worker));
    },
  });
}
// The build also writes the server's renderer (dist/server/render.js), after the browser build empties dist.
export default process.argv.includes('serve')
  ? config
  : [
      { ...config, name: 'shell' },
      { ...createShellServerConfig({ dir }), dependencies: ['shell'] },
    ];
