/**
 * Your data: the account's export (JSON with photos embedded, and a CSV of harvests), its import (the same
 * file twice adds nothing), and account deletion, which removes all of it and signs out.
 */
import { routes, type DataExport } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { spends } from '../services/limits/budgets.js';
import { contextFor, deleteAccountData, exportData, importData } from '../services/my-data/data-export.js';
import { harvestCsv } from '../services/garden/harvest-csv.js';
import { poolOf } from '../db/write-scope.js';
import { userOwner } from '../services/my-data/favorites.js';
import { deleteAnswersOf } from '../services/writes/idempotency.js';

/** An export embeds its photos (each re-encoded to a few hundred KB): room for several hundred. */
const IMPORT_BODY_LIMIT = 128 * 1024 * 1024;

/** A subscription that still bills must be cancelled first, or payments would outlive the account. */
const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'incomplete'];

export default async function myDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, catalog } = app;

  app.get(routes.exportData.path, { schema: routes.exportData.schema }, async (request, reply) => {
    const doc = await exportData(contextFor(db, catalog, request.session.userId!));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="pepper-atlas-${day}.json"`)
      .send(doc as DataExport);
  });

  app.get(routes.exportHarvests.path, { schema: routes.exportHarvests.schema }, async (request, reply) => {
    const csv = await harvestCsv(db, catalog, request.session.userId!);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="pepper-atlas-harvests.csv"')
      .send(csv);
  });

  app.post(
    routes.importData.path,
    { schema: routes.importData.schema, bodyLimit: IMPORT_BODY_LIMIT, ...spends(app, 'imports') },
    async (request) => ({
      imported: await importData(
        contextFor(db, catalog, request.session.userId!),
        request.body as Record<string, unknown>,
      ),
    }),
  );

  /** Accounts deleted by the request (its session is gone by the time it has answered). */
  const deleted = new WeakMap<object, number>();

  app.post(
    routes.deleteAccount.path,
    {
      schema: routes.deleteAccount.schema,
      // The deletion's own answer was kept for its key under the account (`u:<id>`) as it was sent. A retry comes
      // without the session and finds the copy kept under its new caller, so the account's one is dropped.
      onResponse: async (request, reply) => {
        const userId = deleted.get(request);
        if (userId === undefined || reply.statusCode !== 200) return;
        // The account's ratings left the recipes' averages: this process shows that once it is stored.
        await catalog.load();
        await deleteAnswersOf(poolOf(db), userOwner(userId), { copies: false }).catch((err) =>
          request.log.warn({ err }, 'answer of the deletion not forgotten'),
        );
      },
    },
    async (request) => {
      const userId = request.session.userId!;
      deleted.set(request, userId);
      const user = await db('users')
        .where({ id: userId })
        .first('subscription_status', 'cancel_at_period_end');
      if (BILLING_STATUSES.includes(user?.subscription_status ?? '') && !user?.cancel_at_period_end) {
        throw new HttpError(409, 'Cancel your subscription before deleting the account');
      }
      await deleteAccountData(db, userId);
      await request.signOut();
      return { ok: true };
    },
  );
}
