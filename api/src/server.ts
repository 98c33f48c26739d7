/** Starts the API (and in production mode the app) and shuts down gracefully: requests in flight finish. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError } from './config/config-error.js';
import { loadConfig } from './config/app-config.js';

function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Pepper Atlas cannot start: ${error.message}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseToStart(error);
  }
})();
const app = await buildApp({
  logger: { level: config.logLevel },
  benchRoutes: config.benchRoutes,
}).catch(refuseToStart);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: app.config.port, host: app.config.host });
