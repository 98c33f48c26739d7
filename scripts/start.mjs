// `npm start`: from a fresh clone to the running app at http://localhost:3000 on the embedded database.
import { buildApps, ensureInstalled, start } from './lib.mjs';

ensureInstalled();
buildApps();
const api = start('npx', ['tsx', 'api/src/server.ts'], {
  env: { NODE_ENV: 'production', PORT: process.env.PORT ?? '3000', SERVE_APP: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
