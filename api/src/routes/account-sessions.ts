/** The account's signed-in sessions: listed for their owner, who can sign out any other one, or all others. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { privately } from '../lib/route.js';
import { HttpError } from '../lib/http-error.js';
import { endOtherSessions, endSession, listSessions } from '../services/accounts/sessions.js';

export default async function accountSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;

  app.get(
    routes.accountSessions.path,
    { schema: routes.accountSessions.schema, ...privately },
    async (request) => ({
      sessions: await listSessions(db, request.session.userId!, request.session.sessionId),
    }),
  );

  app.delete(routes.endAccountSession.path, { schema: routes.endAccountSession.schema }, async (request) => {
    const ended = await endSession(db, request.session.userId!, request.params.id, request.session.sessionId);
    if (ended === 'none') throw new HttpError(404, 'No such session is signed in to your account');
    if (ended === 'current')
      throw new HttpError(409, 'This is the session you are using now: sign out instead.');
    return { ok: true };
  });

  app.post(routes.endOtherSessions.path, { schema: routes.endOtherSessions.schema }, async (request) => ({
    ended: await endOtherSessions(db, request.session.userId!, request.session.sessionId),
  }));
}
