/** Reports each catalog change to the deployment's purge hook (CACHE_PURGE_URL), when one is set. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachePurge } from '../services/platform/cache-purge.js';

export default fp(
  async function cachePurgePlugin(app: FastifyInstance) {
    const { cachePurge, publicUrl } = app.config;
    if (!cachePurge) return;
    const purge = new CachePurge(cachePurge, publicUrl, app.log);
    app.catalog.onChange((change) => void purge.report(change));
  },
  { name: 'cache-purge', dependencies: ['config', 'database'] },
);
