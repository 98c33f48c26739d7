/** Every answer leaves with a Cache-Control that follows the cache rules (lib/cache-rules.ts). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceCacheRules } from '../lib/cache-rules.js';

export default fp(
  async function cacheRulesPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      enforceCacheRules(request, reply);
      return payload;
    });
  },
  { name: 'cache-rules', dependencies: ['session'] },
);
