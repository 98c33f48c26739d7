/**
 * Plans and payment (spec 01 §4 "Subscription flow"). The premium team completes the webhook handling;
 * the create call and the 503 without configuration are final.
 */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { guard } from '../lib/route.js';
import { HttpError } from '../plugins/errors.js';
import { PaymentsError } from '../services/payments.js';
import { findUserById } from '../services/users.js';

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, services } = app;

  app.get(routes.subscription.path, { schema: routes.subscription.schema, ...guard(app, routes.subscription) }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = (await findUserById(db, (await request.currentUser())!.id))!;
    return {
      planType: row.plan_type,
      ...(row.subscription_status ? { status: row.subscription_status } : {}),
      ...(row.current_period_end ? { currentPeriodEnd: row.current_period_end } : {}),
    };
  });

  app.post(
    routes.createSubscription.path,
    { schema: routes.createSubscription.schema, ...guard(app, routes.createSubscription) },
    async (request) => {
      const payments = services.payments;
      if (!payments) throw new HttpError(503, 'Payments are not configured');
      const user = (await request.currentUser())!;
      if (user.planType === request.body.planType) throw new HttpError(409, `You are already on the ${user.planType} plan`);
      const row = (await findUserById(db, user.id))!;
      try {
        const intent = await payments.createSubscription({
          userId: user.id,
          email: user.email,
          name: user.name,
          customerId: row.stripe_customer_id,
          planType: request.body.planType,
        });
        await db('users')
          .where({ id: user.id })
          .update({ stripe_customer_id: intent.customerId, stripe_subscription_id: intent.subscriptionId, subscription_status: 'incomplete' });
        return { clientSecret: intent.clientSecret, subscriptionId: intent.subscriptionId };
      } catch (err) {
        request.log.error({ err }, 'create subscription failed');
        throw new HttpError(502, err instanceof PaymentsError ? err.message : 'The payment provider could not start the subscription');
      }
    },
  );

  // The webhook reads its body raw (signatures cover the exact bytes), in its own encapsulated scope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(routes.stripeWebhook.path, { schema: routes.stripeWebhook.schema }, async (request) => {
      const payments = services.payments;
      if (!payments || !app.config.stripeWebhookSecret) throw new HttpError(503, 'Payments are not configured');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = payments.parseWebhook(request.body as Buffer, String(signature ?? ''));
      } catch {
        throw new HttpError(400, 'Invalid signature');
      }
      await applySubscriptionEvent(app, event);
      return { received: true };
    });
  });
}

/** Keeps users.plan_type in step with Stripe: active or trialing subscriptions grant their plan. */
async function applySubscriptionEvent(app: FastifyInstance, event: { type: string; data: { object: unknown } }) {
  if (!event.type.startsWith('customer.subscription.')) return;
  const sub = event.data.object as {
    id: string;
    status: string;
    customer: string | { id: string };
    metadata?: Record<string, string>;
    items?: { data?: { current_period_end?: number }[] };
  };
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const active = event.type !== 'customer.subscription.deleted' && (sub.status === 'active' || sub.status === 'trialing');
  const plan = sub.metadata?.planType === 'pro' ? 'pro' : 'premium';
  const periodEnd = sub.items?.data?.[0]?.current_period_end;
  await app.db('users')
    .where({ stripe_customer_id: customer })
    .update({
      plan_type: active ? plan : 'free',
      stripe_subscription_id: sub.id,
      subscription_status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
      current_period_end: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    });
}
