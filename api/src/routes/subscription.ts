/** Plans and payment: the member's subscription, and starting, changing, cancelling or resuming it. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlanChanges } from '../services/payments/plan-changes.js';

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const plans = (request: FastifyRequest) =>
    new PlanChanges(app.db, app.services.payments ?? null, request.log);
  // Every route here is for members only (the contract's guard has run): the user is there.
  const member = async (request: FastifyRequest) => (await request.currentUser())!;

  app.get(routes.subscription.path, { schema: routes.subscription.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return plans(request).current((await member(request)).id);
  });

  app.post(routes.createSubscription.path, { schema: routes.createSubscription.schema }, async (request) =>
    plans(request).start(await member(request), request.body.planType),
  );

  app.post(routes.changeSubscription.path, { schema: routes.changeSubscription.schema }, async (request) =>
    plans(request).change((await member(request)).id, request.body.planType),
  );

  for (const [def, cancel] of [
    [routes.cancelSubscription, true],
    [routes.resumeSubscription, false],
  ] as const) {
    app.post(def.path, { schema: def.schema }, async (request) =>
      plans(request).setCancelAtPeriodEnd((await member(request)).id, cancel),
    );
  }
}
