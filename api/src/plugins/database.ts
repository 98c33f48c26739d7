/**
 * The database (MySQL or SQLite), migrated and seeded before the app answers, and the in-memory
 * catalog loaded from it.
 */
import type { FastifyInstance } from 'fastify';
import { createDb, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { loadContent, seed, type SeedContent } from '../db/seed.js';
import fp from 'fastify-plugin';
import { QueryBudget } from '../services/limits/query-budget.js';
import { Catalog } from '../services/catalog/catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    catalog: Catalog;
    /** New searches per client, shared by every catalog route. */
    newQueries: QueryBudget;
  }
}

export interface DatabaseOptions {
  /** Seed content; defaults to packages/content. */
  content?: SeedContent;
}

export default fp(
  async function databasePlugin(app: FastifyInstance, opts: DatabaseOptions) {
    const db = createDb(app.config.databaseUrl, app.config.sqliteFile, app.config.dbWaits, {
      warn: (message) => app.log.warn({ database: message }, 'database client warning'),
      error: (message) => app.log.error({ database: message }, 'database client error'),
      deprecate: (method, alternative) =>
        app.log.warn({ database: `${method} is deprecated: use ${alternative}` }, 'database client warning'),
      debug: (message) => app.log.debug({ database: message }, 'database client debug'),
    });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    await migrate(db);
    const changed = await seed(db, opts.content ?? (await loadContent()), [app.config.shopId]);
    if (changed) app.log.info('database seeded from packages/content');
    const catalog = new Catalog(db);
    await catalog.load();
    app.decorate('db', db);
    app.decorate('catalog', catalog);
    app.decorate('newQueries', new QueryBudget(app.limiter, app.config.rateLimits.newQueries));
  },
  { name: 'database', dependencies: ['config', 'security'] },
);
