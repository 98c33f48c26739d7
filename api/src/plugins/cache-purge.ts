/**
 * Passes content changes on to a shared cache. Every process checks for a new catalog version on a timer, not
 * only on requests: a cache in front may answer every read itself, and an answer it fetches again after its
 * s-maxage must already be the new one. Each change is reported to the deployment's purge hook (CACHE_PURGE_URL)
 * when one is set: a content change purges the catalog, new star ratings only the rated recipes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachePurge } from '../services/cache/cache-purge.js';

export default fp(
  async function cachePurgePlugin(app: FastifyInstance) {
    const { catalog } = app;
    const timer = setInterval(() => catalog.checkInBackground(), catalog.versionCheckMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    const { cachePurge, publicUrl } = app.config;
    if (!cachePurge) return;
    const purge = new CachePurge(cachePurge, publicUrl, app.log);
    catalog.onChange((change) => void purge.report(change));
    catalog.onRatingsChange((recipeIds) => void purge.reportRatings(recipeIds));
  },
  { name: 'cache-purge', dependencies: ['config', 'database'] },
);
