/** Makes the configuration (config/app-config.ts) available to every plugin and route as `app.config`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/app-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
