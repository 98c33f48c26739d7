import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostConfig } from '@pepper/rspack-config';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = createHostConfig({
  dir,
  runtimePlugins: [path.join(dir, 'src/federation/load-error-plugin.ts')],
  proxyApi: process.env.PEPPER_MOCK !== '1',
});
// In development the dev server answers /remotes.json (and the MSW worker in mock mode) from ./dev.
config.devServer.static = [{ directory: path.join(dir, 'dev'), watch: false }];
export default config;
