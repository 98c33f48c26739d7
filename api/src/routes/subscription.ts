/**
 * Plans and payment: start a subscription, switch or end it, and the
 * provider's signed events that grant, change or end the plan.
 */
import { createHash } from 'node:crypto';
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/errors.js';
import { grantsPlan, PaymentsError, UnknownSubscriptionError, type Payments } from '../services/payments.js';
import {
  applySubscriptionState,
  forgetEvent,
  isReadableEvent,
  PLAN_EVENTS,
  recordEvent,
  subscriptionIdOf,
  subscriptionOf,
} from '../services/subscriptions.js';
import { findUserById, type UserRow } from '../services/users.js';

/** Unique to the account across databases, stable across requests. */
const accountKey = (row: UserRow) => `${row.id}-${createHash('sha256').update(`${row.email}|${row.created_at}`).digest('hex').slice(0, 16)}`;

const PLAN_NAMES = { free: 'Free', premium: 'Premium', pro: 'Pro' } as const;

/**
 * A subscription on record that grants nothing but could still be paid (its first payment, or a renewal
 * Stripe stopped retrying): before another one starts it is picked up again or ended, never left to be
 * charged beside the new one.
 */
const UNSETTLED = new Set(['incomplete', 'unpaid', 'paused']);

/** Provider failures become 502 with a safe message; refusals meant for the user keep theirs. */
async function provider<T>(log: FastifyBaseLogger, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PaymentsError) throw new HttpError(err.status, err.message);
    log.error({ err }, `${what} failed`);
    throw new HttpError(502, `The payment provider could not ${what}. Please try again.`);
  }
}

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, services } = app;

  const payments = (): Payments => {
    if (!services.payments) throw new HttpError(503, 'Payments are not configured');
    return services.payments;
  };
  const currentRow = async (request: { currentUser(): Promise<{ id: number } | null> }) => (await findUserById(db, (await request.currentUser())!.id))!;

  /** A held subscription that is paid for (the plan may still be ending at the close of the period). */
  const holdsPaidSubscription = (row: UserRow) => row.plan_type !== 'free' && Boolean(row.stripe_subscription_id);

  app.get(routes.subscription.path, { schema: routes.subscription.schema }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    let row = await currentRow(request);
    // A payment just confirmed in the browser may arrive before its event: ask the provider directly.
    if (services.payments && row.stripe_subscription_id && row.subscription_status === 'incomplete') {
      try {
        const state = await services.payments.retrieve(row.stripe_subscription_id);
        if (state.status !== 'incomplete' && (await applySubscriptionState(db, state))) row = await currentRow(request);
      } catch (err) {
        request.log.warn({ err }, 'subscription refresh failed; answering the stored plan');
      }
    }
    return subscriptionOf(row);
  });

  app.post(
    routes.createSubscription.path,
    { schema: routes.createSubscription.schema },
    async (request) => {
      const pay = payments();
      const row = await currentRow(request);
      const { planType } = request.body;
      if (row.plan_type === planType) throw new HttpError(409, `You are already on the ${PLAN_NAMES[planType]} plan`);
      if (holdsPaidSubscription(row)) throw new HttpError(409, 'You already have a subscription. Switch plans under Manage Subscription.');

      // An unpaid attempt for the same plan is picked up again; any other unsettled subscription is ended.
      if (row.stripe_subscription_id && UNSETTLED.has(row.subscription_status ?? '')) {
        const previous = await provider(request.log, 'look up the subscription', async () => {
          try {
            return await pay.retrieve(row.stripe_subscription_id!);
          } catch (err) {
            // Gone at the provider (deleted, or test data reset): nothing is left to pick up or end.
            if (err instanceof UnknownSubscriptionError) return null;
            throw err;
          }
        });
        if (previous && grantsPlan(previous)) {
          await applySubscriptionState(db, previous);
          throw new HttpError(409, `Your payment has already gone through: you are on the ${PLAN_NAMES[previous.planType!]} plan`);
        }
        if (previous?.status === 'incomplete' && previous.planType === planType && previous.clientSecret) {
          return { clientSecret: previous.clientSecret, subscriptionId: previous.id };
        }
        if (previous && UNSETTLED.has(previous.status)) {
          await provider(request.log, 'replace the unpaid subscription', () => pay.cancelNow(previous.id));
        }
      }

      const user = (await request.currentUser())!;
      const intent = await provider(request.log, 'start the subscription', () =>
        pay.createSubscription({
          userId: user.id,
          accountKey: accountKey(row),
          email: user.email,
          name: user.name,
          customerId: row.stripe_customer_id,
          planType,
          // Two clicks read the same row, so they send the same key and get one subscription.
          attemptKey: row.stripe_subscription_id ?? 'first',
        }),
      );
      await db('users').where({ id: user.id }).update({
        stripe_customer_id: intent.customerId,
        stripe_subscription_id: intent.subscriptionId,
        subscription_status: 'incomplete',
        cancel_at_period_end: false,
      });
      return { clientSecret: intent.clientSecret, subscriptionId: intent.subscriptionId };
    },
  );

  app.post(
    routes.changeSubscription.path,
    { schema: routes.changeSubscription.schema },
    async (request) => {
      const pay = payments();
      const row = await currentRow(request);
      const { planType } = request.body;
      if (!holdsPaidSubscription(row)) throw new HttpError(409, 'You have no active subscription to change. Choose a plan to subscribe.');
      if (row.plan_type === planType) throw new HttpError(409, `You are already on the ${PLAN_NAMES[planType]} plan`);
      const state = await provider(request.log, 'change the plan', () => pay.changePlan(row.stripe_subscription_id!, planType));
      await applySubscriptionState(db, state);
      return subscriptionOf(await currentRow(request));
    },
  );

  for (const [def, cancel] of [
    [routes.cancelSubscription, true],
    [routes.resumeSubscription, false],
  ] as const) {
    app.post(def.path, { schema: def.schema }, async (request) => {
      const pay = payments();
      const row = await currentRow(request);
      if (!holdsPaidSubscription(row)) throw new HttpError(409, 'You have no active subscription.');
      if (Boolean(row.cancel_at_period_end) === cancel) return subscriptionOf(row);
      const state = await provider(request.log, cancel ? 'cancel the subscription' : 'resume the subscription', () =>
        pay.setCancelAtPeriodEnd(row.stripe_subscription_id!, cancel),
      );
      await applySubscriptionState(db, state);
      return subscriptionOf(await currentRow(request));
    });
  }

  // The webhook reads its body raw (signatures cover the exact bytes), in its own encapsulated scope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(routes.stripeWebhook.path, { schema: routes.stripeWebhook.schema }, async (request) => {
      const pay = payments();
      if (!app.config.stripeWebhookSecret) throw new HttpError(503, 'Payments are not configured');
      let event;
      try {
        event = pay.parseWebhook(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''));
      } catch {
        throw new HttpError(400, 'Invalid signature');
      }
      // Signed but unreadable: no retry will make it readable, so it is acknowledged and logged.
      if (!isReadableEvent(event)) {
        request.log.warn({ event: (event as { id?: unknown } | null)?.id }, 'unreadable webhook event acknowledged and ignored');
        return { received: true };
      }
      const subscriptionId = PLAN_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
      if (!subscriptionId) return { received: true };
      if (!(await recordEvent(db, event.id, event.type))) {
        request.log.info({ event: event.id }, 'replayed event ignored');
        return { received: true };
      }
      try {
        // Events can arrive late or out of order: the subscription's current state decides, not the event's copy.
        // A subscription of a customer who is not ours changes no account (applySubscriptionState finds nobody).
        const state = await pay.retrieve(subscriptionId);
        await applySubscriptionState(db, state);
      } catch (err) {
        // The provider does not know the subscription: a retry would not either. It stays recorded, so ignored.
        if (err instanceof UnknownSubscriptionError) {
          request.log.warn({ event: event.id, subscription: subscriptionId }, 'event about an unknown subscription ignored');
          return { received: true };
        }
        // Not applied: forget it so the provider's retry is applied.
        await forgetEvent(db, event.id);
        if (err instanceof PaymentsError) throw new HttpError(502, err.message);
        request.log.error({ err, event: event.id }, 'webhook could not be applied');
        throw new HttpError(502, 'The event could not be applied; it will be retried');
      }
      return { received: true };
    });
  });
}
