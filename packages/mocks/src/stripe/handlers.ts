/**
 * Stripe in component tests: the Stripe.js look-alike (the same file the end-to-end fake serves) loaded
 * into jsdom, and MSW answering its calls to api.stripe.com with Stripe's test-card outcomes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** Defines window.Stripe, so @stripe/stripe-js uses it instead of fetching the library. */
export function installFakeStripeJs() {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'fake-stripe-js.js'), 'utf8');
  window.eval(source);
}

/** Payment intents by id: a client secret 'pi_<id>_secret_<x>' confirms with the card number it is given. */
export function stripeHandlers({ failedIntents = new Set<string>() }: { failedIntents?: Set<string> } = {}) {
  return [
    http.post('https://api.stripe.com/v1/payment_intents/:id/confirm', async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      const number = form.get('payment_method_data[card][number]');
      if (number === TEST_CARDS.declined) {
        return HttpResponse.json(
          { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
          { status: 402 },
        );
      }
      return HttpResponse.json({
        id: params.id,
        object: 'payment_intent',
        status: 'succeeded',
        client_secret: form.get('client_secret'),
      });
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ request, params }) => {
      const clientSecret = new URL(request.url).searchParams.get('client_secret');
      const id = String(params.id);
      return HttpResponse.json({
        id,
        object: 'payment_intent',
        status: failedIntents.has(id) ? 'requires_payment_method' : 'succeeded',
        client_secret: clientSecret,
      });
    }),
  ];
}
