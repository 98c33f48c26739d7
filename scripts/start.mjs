// `npm start`: from a fresh clone to the running app at http://localhost:3000 on the embedded database.
import { buildApps, ensureInstalled, start } from './lib.mjs';

ensureInstalled();
buildApps();
const port = process.env.PORT ?? '3000';
// The app answers only for the hosts it is configured with (PUBLIC_URL or ALLOWED_HOSTS): here, this machine's names.
const hosts =
  process.env.PUBLIC_URL || process.env.ALLOWED_HOSTS
    ? {}
    : { ALLOWED_HOSTS: `localhost:${port},127.0.0.1:${port},[::1]:${port}` };
const api = start('npx', ['tsx', 'api/src/server.ts'], {
  env: { NODE_ENV: 'production', PORT: port, SERVE_APP: '1', ...hosts },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
