/** /sitemap.xml and /robots.txt, answered whether or not this server also serves the built app. */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { publicCacheControl, PRIVATE_REVALIDATE } from '../lib/cache-rules.js';
import { robotsTxt, sitemapPaths, sitemapXml } from '../services/page-heads/sitemap.js';

export default async function crawlerRoutes(app: FastifyInstance) {
  const { catalog } = app;
  // Their addresses start with PUBLIC_URL, or with a host the host rule checked: only then may a shared cache
  // keep them (one written for a Host a client made up must never be served to others).
  const cacheControl =
    app.config.publicUrl || app.hostChecked() ? publicCacheControl('sitemap') : PRIVATE_REVALIDATE;
  // One sitemap per origin it is requested on, built again when the catalog changes.
  const sitemaps = new LRUCache<string, string>({ max: 20 });

  app.get('/sitemap.xml', async (request, reply) => {
    catalog.refreshIfStale();
    const base = app.publicBase(request);
    const key = `${catalog.contentVersion} ${base}`;
    let xml = sitemaps.get(key);
    if (xml === undefined) {
      xml = sitemapXml(
        base,
        sitemapPaths(
          catalog.allPeppers().map((p) => p.id),
          catalog.publicRecipes.map((r) => r.id),
        ),
      );
      sitemaps.set(key, xml);
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(robotsTxt(app.publicBase(request))),
  );
}
