/** The payment provider's signed events, which grant, change or end a plan, and record the shop's orders. */
import { routes } from '@pepper/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { paidCheckoutOf, recordOrder } from '../services/payments/orders.js';
import { PaymentsError, UnknownSubscriptionError, type Payments } from '../services/payments/payments.js';
import { applySubscriptionState } from '../services/payments/subscription-state.js';
import {
  forgetEvent,
  isReadableEvent,
  PLAN_EVENTS,
  recordEvent,
  subscriptionIdOf,
} from '../services/payments/webhook-events.js';

/** A checkout session paid at once, or later for a delayed payment method: either may bring the order. */
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export default async function stripeWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, services } = app;
  const payments = (): Payments => {
    if (!services.payments) throw new HttpError(503, 'Payments are not configured');
    return services.payments;
  };

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
        request.log.warn(
          { event: (event as { id?: unknown } | null)?.id },
          'unreadable webhook event acknowledged and ignored',
        );
        return { received: true };
      }
      if (CHECKOUT_EVENTS.has(event.type)) {
        const created = (event as { created?: unknown }).created;
        const paid = paidCheckoutOf(
          event.data.object,
          typeof created === 'number' ? created : Math.floor(Date.now() / 1000),
        );
        // Not paid yet (a delayed payment method), or a session this shop did not start: nothing to record.
        if (!paid) return { received: true };
        let recorded: boolean;
        try {
          recorded = await recordOrder(db, paid);
        } catch (err) {
          request.log.error({ err, event: event.id }, 'order could not be recorded');
          throw new HttpError(502, 'The event could not be applied; it will be retried');
        }
        request.log.info(
          { event: event.id, session: paid.sessionId },
          recorded ? 'order recorded' : 'order already on record: event ignored',
        );
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
          request.log.warn(
            { event: event.id, subscription: subscriptionId },
            'event about an unknown subscription ignored',
          );
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
