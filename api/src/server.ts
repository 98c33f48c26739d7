/** Starts the API (and in production mode the app) and shuts down gracefully: requests in flight finish. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError } from './plugins/config.js';

const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  benchRoutes: process.env.BENCH_ROUTES === '1',
}).catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Pepper Atlas cannot start: ${error.message}`);
  process.exit(1);
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: app.config.port, host: app.config.host });
