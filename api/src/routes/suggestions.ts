/** Suggestions from the home form, stored with the time and the signed-in user (if any). */
import { routes, SUGGESTION_MAX_LENGTH, type SuggestionBody } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { now } from '../db/connection.js';
import { spends } from '../services/limits/budgets.js';
import { HttpError } from '../lib/http-error.js';

/** Stores a suggestion trimmed, with the time and the signed-in user (if any); blank or too long is a 400. */
export async function storeSuggestion(app: FastifyInstance, request: FastifyRequest, body: SuggestionBody) {
  const content = body.content.trim();
  if (!content) throw new HttpError(400, 'Please enter a suggestion before submitting.');
  if (content.length > SUGGESTION_MAX_LENGTH)
    throw new HttpError(400, `Suggestions are at most ${SUGGESTION_MAX_LENGTH} characters`);
  const user = await request.currentUser();
  const createdAt = now();
  const [id] = await app.db('suggestions').insert({
    content,
    category: body.category,
    // A signed-in author is the account, whatever address the form names.
    user_email: user ? user.email : body.userEmail?.trim() || null,
    user_id: user?.id ?? null,
    created_at: createdAt,
  });
  return { id: Number(id), createdAt };
}

export default async function suggestionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    routes.createSuggestion.path,
    { schema: routes.createSuggestion.schema, ...spends(app, 'suggestions') },
    async (request, reply) => reply.code(201).send(await storeSuggestion(app, request, request.body)),
  );
}
