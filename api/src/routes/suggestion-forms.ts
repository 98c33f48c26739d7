/**
 * Home's suggestion form as a plain HTML form, for a page whose code has not loaded or does not run: the browser
 * posts it (application/x-www-form-urlencoded), the suggestion is stored by the same rule as the JSON API's, and
 * the browser goes back to the page, which then thanks the person.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies, sameSitePath } from '../lib/form-body.js';
import { HttpError } from '../lib/http-error.js';
import { spends } from '../services/limits/budgets.js';
import { storeSuggestion } from './suggestions.js';

/** The address the browser goes back to: the page, saying the suggestion was sent. */
function sentTo(path: string): string {
  const url = new URL(path, 'http://local.invalid');
  url.searchParams.set('suggestion', 'sent');
  return `${url.pathname}${url.search}${url.hash}`;
}

export default async function suggestionFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Only this plugin's routes read form bodies; every other write stays JSON.
  acceptFormBodies(app);

  app.post(
    routes.suggestionForm.path,
    { schema: routes.suggestionForm.schema, ...spends(app, 'suggestions'), config: { formBody: true } },
    async (request, reply) => {
      const { returnTo, userEmail, ...suggestion } = request.body;
      const back = sameSitePath(returnTo);
      if (!back) throw new HttpError(400, 'returnTo must be a path on this site');
      await storeSuggestion(app, request, { ...suggestion, ...(userEmail ? { userEmail } : {}) });
      return reply
        .code(303)
        .header('cache-control', 'private, no-store')
        .header('location', sentTo(back))
        .send(null);
    },
  );
}
