import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_REMOTE_MAP, createHostConfig, createShellServerConfig } from '@pepper/rspack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The tab icon is written into the document: a browser asks for it while the page loads, and on a phone's few
// connections that request would take one the shell's own files need.
const favicon = `data:image/svg+xml,${encodeURIComponent(
  fs.readFileSync(path.join(dir, 'public/icons/icon.svg'), 'utf8').replace(/\n\s*/g, ''),
)}`;
const config = createHostConfig({
  dir,
  proxyApi: process.env.PEPPER_MOCK !== '1',
  // Home comes on its own, named in the head of the document for '/' only: other pages open without it.
  routeChunks: { '/': './HomePage' },
  // Every remote's page needs the federation runtime (shell/src/federation/remotes.ts imports it as './runtime').
  remotePageRequest: './runtime',
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
