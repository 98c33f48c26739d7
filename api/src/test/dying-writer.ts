/**
 * An API process that is killed (SIGKILL, as the kernel's out-of-memory killer or a power cut would stop it)
 * right after one chosen statement has run: the first whose SQL and values match DIE_AFTER. Tests start it with
 * `node --import tsx` on their own database (DATABASE_URL, the app's settings as JSON in TEST_APP_CONFIG) and
 * read the port it listens on from its first line of output.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config/app-config.js';
import { fixtures } from './fixtures.js';

const config = JSON.parse(process.env.TEST_APP_CONFIG ?? '{}') as Partial<AppConfig>;
const dieAfter = new RegExp(process.env.DIE_AFTER ?? '$^', 'i');

const app = await buildApp({
  content: fixtures,
  env: {},
  services: { mailer: { send: async () => undefined } },
  config,
});
app.db.on('query-response', (_response: unknown, query: { sql: string; bindings?: unknown[] }) => {
  if (dieAfter.test(`${query.sql} ${JSON.stringify(query.bindings ?? [])}`))
    process.kill(process.pid, 'SIGKILL');
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
