/** Plans and payment: the member's subscription, and starting, changing, cancelling or resuming it. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { planChanges } = app.services;
  // Every route here is for members only (the contract's guard has run): the user is there.
  const member = async (request: FastifyRequest) => (await request.currentUser())!;

  app.get(routes.subscription.path, { schema: routes.subscription.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return planChanges.current((await member(request)).id, request.log);
  });

  app.post(routes.createSubscription.path, { schema: routes.createSubscription.schema }, async (request) =>
    planChanges.start(await member(request), request.body.planType, request.log),
  );

  app.post(routes.changeSubscription.path, { schema: routes.changeSubscription.schema }, async (request) =>
    planChanges.change((await member(request)).id, request.body.planType, request.log),
  );

  for (const [def, cancel] of [
    [routes.cancelSubscription, true],
    [routes.resumeSubscription, false],
  ] as const) {
    app.post(def.path, { schema: def.schema }, async (request) =>
      planChanges.setCancelAtPeriodEnd((await member(request)).id, cancel, request.log),
    );
  }
}
