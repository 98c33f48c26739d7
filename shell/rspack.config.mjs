import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@pepper/rspack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = createHostConfig({
  dir,
  runtimePlugins: [path.join(dir, 'src/federation/load-error-plugin.ts')],
  proxyApi: process.env.PEPPER_MOCK !== '1',
});
// In development the dev server answers /remotes.json from ./dev.
config.devServer.static = [{ directory: path.join(dir, 'dev'), watch: false }];
if (process.env.PEPPER_MOCK === '1') {
  // The mock API's service worker comes straight from the installed msw, so it always matches its version.
  const worker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'msw-worker',
      path: '/mockServiceWorker.js',
      middleware: (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(fs.readFileSync(worker));
      },
    },
    ...middlewares,
  ];
}
export default config;
