/**
 * A local stand-in for Stripe: the parts of the REST API the server's `stripe` SDK calls (customers,
 * subscriptions with idempotency keys, Checkout Sessions in payment mode), the parts Stripe.js calls from the browser (confirm and retrieve a
 * payment intent), the Stripe.js look-alike of packages/mocks (GET /stripe.js) and a 3-D Secure style page.
 * Paying an invoice activates its subscription, and paying on a Checkout Session's hosted page (/c/pay/:id)
 * completes it; both produce signed events, delivered to `webhookUrl` when one is set and always kept in
 * `events` so tests can deliver or replay them themselves (tests in another process read them from
 * GET /test/events and replay one with POST /test/events/:id/resend).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';

/** Test cards, as in Stripe's documentation. */
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Always asks for authentication on a page of the bank (a redirect). */
  authentication: '4000002760003184',
} as const;

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  [CARDS.declined]: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [CARDS.insufficientFunds]: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

type Obj = Record<string, unknown>;

/** The fields every Stripe object with a status opens with. */
const statusObject = (object: string, { id, status }: { id: string; status: string }) => ({
  id,
  object,
  status,
});

/** The fields every customer-owned Stripe object opens with. */
const ownedObject = (object: string, owned: { id: string; customer: string; status: string }) => ({
  ...statusObject(object, owned),
  customer: owned.customer,
});

/** A Stripe list of `data`, as embedded in the object that owns it. */
const listOf = (data: Obj[]) => ({ object: 'list', data });

interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  /** Set once a payment succeeds, like `invoice_settings.default_payment_method`. */
  defaultCard: string | null;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'unpaid' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  created: number;
  item: { id: string; price: string; current_period_start: number; current_period_end: number };
  latest_invoice: string;
}

interface Invoice {
  id: string;
  customer: string;
  subscription: string;
  price: string;
  status: 'open' | 'paid' | 'void';
  payment_intent: string;
}

interface PaymentIntent {
  id: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  invoice: string;
  amount: number;
  return_url: string | null;
}

/** A Checkout Session in payment mode (one-off), as far as the shop uses it. */
export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  currency: string;
  lineItems: { name: string; description: string | null; unitAmount: number; quantity: number }[];
  metadata: Record<string, string>;
  customer_email: string | null;
  client_reference_id: string | null;
  allowedCountries: string[];
  success_url: string;
  cancel_url: string;
  created: number;
  shipping: { name: string; address: Record<string, string> } | null;
}

export interface FakeStripeOptions {
  port?: number;
  /** Events are POSTed here, signed with `webhookSecret`; null keeps them in `events` only. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** Amount in cents per price id; unknown prices cost 999. */
  amounts?: Record<string, number>;
}

export interface FakeStripe {
  url: string;
  port: number;
  webhookSecret: string;
  events: Stripe.Event[];
  /** Every call the server's SDK made: method, path, decoded form body and idempotency key. */
  requests: { method: string; path: string; body: Obj; idempotencyKey: string | undefined }[];
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  checkoutSessions: Map<string, CheckoutSession>;
  /**
   * The buyer pays on the hosted Checkout page with a shipping address, as the page's Pay button does: the
   * session completes and checkout.session.completed is produced.
   */
  completeCheckout(sessionId: string): { ok: boolean; message?: string };
  /** Pays the subscription's open invoice as a card payment in the browser would (what Stripe.js confirm does). */
  pay(subscriptionId: string, card?: string): Promise<{ ok: boolean; message?: string }>;
  /** An unpaid first invoice lapses: the subscription becomes incomplete_expired, as Stripe does after 23 hours. */
  expire(subscriptionId: string): void;
  /**
   * A renewal goes wrong as Stripe's retries play out: past_due while it retries, then unpaid or canceled
   * (the account's setting) when it gives up. Emits customer.subscription.updated.
   */
  renewalFails(subscriptionId: string, status: 'past_due' | 'unpaid' | 'canceled'): void;
  /** The Stripe-Signature header Stripe would send with `payload`. */
  sign(payload: string): string;
  /** Waits until every webhook delivery in flight has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

// The browser half is in the front-end mocks, which component tests load into jsdom.
const FAKE_STRIPE_JS = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../packages/mocks/src/stripe/fake-stripe-js.js',
  ),
  'utf8',
);
const MONTH = 30 * 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** Decodes Stripe's form encoding (`items[0][price]=x&expand[0]=y`) into objects and arrays. */
export function decodeForm(raw: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

const list = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Obj).map(String) : value ? [String(value)] : [];

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe('sk_test_fake_signer');
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const intents = new Map<string, PaymentIntent>();
  const checkoutSessions = new Map<string, CheckoutSession>();
  const idempotent = new Map<string, { body: string; status: number; response: unknown }>();
  const events: Stripe.Event[] = [];
  const requests: FakeStripe['requests'] = [];
  const deliveries = new Set<Promise<void>>();
  const amountOf = (price: string) => options.amounts?.[price] ?? 999;
  let baseUrl = '';

  const sign = (payload: string) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

  function invoiceJson(inv: Invoice, expand: string[]): Obj {
    const sub = subscriptions.get(inv.subscription)!;
    const intent = intents.get(inv.payment_intent)!;
    return {
      ...ownedObject('invoice', inv),
      amount_due: amountOf(inv.price),
      amount_paid: inv.status === 'paid' ? amountOf(inv.price) : 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: inv.subscription, metadata: sub.metadata },
      },
      lines: listOf([
        { object: 'line_item', pricing: { type: 'price_details', price_details: { price: inv.price } } },
      ]),
      ...(expand.includes('latest_invoice.confirmation_secret') || expand.includes('confirmation_secret')
        ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } }
        : {}),
    };
  }

  function subscriptionJson(sub: Subscription, expand: string[] = []): Obj {
    const invoice = invoices.get(sub.latest_invoice)!;
    return {
      ...ownedObject('subscription', sub),
      cancel_at_period_end: sub.cancel_at_period_end,
      metadata: sub.metadata,
      created: sub.created,
      items: listOf([
        {
          id: sub.item.id,
          object: 'subscription_item',
          price: {
            id: sub.item.price,
            object: 'price',
            unit_amount: amountOf(sub.item.price),
            recurring: { interval: 'month' },
          },
          quantity: 1,
          current_period_start: sub.item.current_period_start,
          current_period_end: sub.item.current_period_end,
        },
      ]),
      latest_invoice: expand.some((e) => e.startsWith('latest_invoice'))
        ? invoiceJson(invoice, expand)
        : invoice.id,
    };
  }

  function emit(type: string, object: Obj) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    } as unknown as Stripe.Event;
    events.push(event);
    if (options.webhookUrl) {
      const payload = JSON.stringify(event);
      const delivery = (async () => {
        // Stripe retries a failed delivery; three quick tries are enough locally.
        for (let attempt = 0; attempt < 3; attempt++) {
          try {
            const res = await fetch(options.webhookUrl!, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
              body: payload,
            });
            if (res.ok) return;
          } catch {
            /* the app may be restarting: try again */
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      })();
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    }
  }

  function newInvoice(sub: Subscription, price: string): Invoice {
    const inv: Invoice = {
      id: newId('in'),
      customer: sub.customer,
      subscription: sub.id,
      price,
      status: 'open',
      payment_intent: newId('pi'),
    };
    invoices.set(inv.id, inv);
    intents.set(inv.payment_intent, {
      id: inv.payment_intent,
      client_secret: `${inv.payment_intent}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      invoice: inv.id,
      amount: amountOf(price),
      return_url: null,
    });
    return inv;
  }

  /** The invoice is paid: the card is kept for renewals and the subscription becomes active. */
  function settleInvoice(inv: Invoice, card: string) {
    inv.status = 'paid';
    intents.get(inv.payment_intent)!.status = 'succeeded';
    const sub = subscriptions.get(inv.subscription)!;
    customers.get(sub.customer)!.defaultCard = card;
    sub.status = 'active';
    sub.item.price = inv.price;
    emit('invoice.paid', invoiceJson(inv, []));
    emit('customer.subscription.updated', subscriptionJson(sub));
  }

  function intentJson(pi: PaymentIntent): Obj {
    return {
      ...statusObject('payment_intent', pi),
      client_secret: pi.client_secret,
      amount: pi.amount,
      currency: 'usd',
    };
  }

  const sessionTotal = (cs: CheckoutSession) =>
    cs.lineItems.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

  function checkoutSessionJson(cs: CheckoutSession): Obj {
    return {
      ...statusObject('checkout.session', cs),
      mode: cs.mode,
      payment_status: cs.payment_status,
      currency: cs.currency,
      amount_subtotal: sessionTotal(cs),
      amount_total: sessionTotal(cs),
      metadata: cs.metadata,
      customer_email: cs.customer_email,
      client_reference_id: cs.client_reference_id,
      shipping_address_collection: { allowed_countries: cs.allowedCountries },
      collected_information: cs.shipping ? { shipping_details: cs.shipping } : null,
      success_url: cs.success_url,
      cancel_url: cs.cancel_url,
      created: cs.created,
      url: cs.status === 'open' ? `https://checkout.stripe.com/c/pay/${cs.id}` : null,
    };
  }

  function createCheckoutSession(body: Obj): Answer {
    if (body.mode !== 'payment')
      return fail(400, 'invalid_request_error', 'This stand-in supports mode=payment only.', {
        param: 'mode',
      });
    for (const param of ['success_url', 'cancel_url'])
      if (!body[param])
        return fail(400, 'invalid_request_error', `Missing required param: ${param}.`, { param });
    const lines = Object.values((body.line_items as Obj | undefined) ?? {}) as Obj[];
    if (lines.length === 0)
      return fail(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    const lineItems: CheckoutSession['lineItems'] = [];
    for (const [i, line] of lines.entries()) {
      const data = (line.price_data ?? {}) as Obj;
      const product = (data.product_data ?? {}) as Obj;
      const unitAmount = Number(data.unit_amount);
      const quantity = Number(line.quantity ?? 1);
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || !product.name)
        return fail(400, 'invalid_request_error', 'Each line item needs price_data with unit_amount.', {
          param: `line_items[${i}][price_data]`,
        });
      if (!Number.isInteger(quantity) || quantity < 1)
        return fail(400, 'invalid_request_error', 'Invalid quantity.', {
          param: `line_items[${i}][quantity]`,
        });
      if (data.currency !== (lines[0].price_data as Obj).currency)
        return fail(400, 'invalid_request_error', 'All line items must share one currency.');
      lineItems.push({
        name: String(product.name),
        description: product.description ? String(product.description) : null,
        unitAmount,
        quantity,
      });
    }
    const cs: CheckoutSession = {
      id: newId('cs_test'),
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: String((lines[0].price_data as Obj).currency ?? 'usd'),
      lineItems,
      metadata: (body.metadata as Record<string, string>) ?? {},
      customer_email: body.customer_email ? String(body.customer_email) : null,
      client_reference_id: body.client_reference_id ? String(body.client_reference_id) : null,
      allowedCountries: list(((body.shipping_address_collection as Obj | undefined) ?? {}).allowed_countries),
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      created: now(),
      shipping: null,
    };
    checkoutSessions.set(cs.id, cs);
    return ok(checkoutSessionJson(cs));
  }

  function completeCheckout(
    cs: CheckoutSession,
    shipping: CheckoutSession['shipping'] = {
      name: 'Test Grower',
      address: { line1: '1 Chili Lane', city: 'Austin', postal_code: '78701', country: 'US' },
    },
  ): { ok: boolean; message?: string } {
    if (cs.status !== 'open') return { ok: false, message: 'This Checkout Session is no longer active.' };
    if (cs.allowedCountries.length && !cs.allowedCountries.includes(shipping?.address.country ?? ''))
      return { ok: false, message: 'We do not ship to that country.' };
    cs.status = 'complete';
    cs.payment_status = 'paid';
    cs.shipping = shipping;
    emit('checkout.session.completed', checkoutSessionJson(cs));
    return { ok: true };
  }

  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function checkoutPage(cs: CheckoutSession, message = ''): string {
    const rows = cs.lineItems
      .map((l) => `<li>${escape(l.name)} × ${l.quantity}: ${money(l.unitAmount * l.quantity)}</li>`)
      .join('');
    const countries = cs.allowedCountries.map((c) => `<option>${c}</option>`).join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pay Pepper Atlas</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1c1917}label{display:grid;margin:.5rem 0}input,select{min-height:44px;font-size:1rem}button,a{min-height:44px;padding:0 1rem;margin:.5rem .5rem 0 0;font-size:1rem}</style></head>
<body><main><h1>Pay Pepper Atlas</h1><ul>${rows}</ul><p>Total: <strong>${money(sessionTotal(cs))}</strong></p>${message ? `<p role="alert">${escape(message)}</p>` : ''}
<form method="post" action="/c/pay/${cs.id}/complete"><h2>Shipping address</h2>
<label>Full name<input name="name" value="Test Grower" required></label>
<label>Address<input name="line1" value="1 Chili Lane" required></label>
<label>City<input name="city" value="Austin" required></label>
<label>Postal code<input name="postal_code" value="78701" required></label>
<label>Country<select name="country">${countries}</select></label>
<h2>Card</h2><label>Card number<input name="card" value="4242 4242 4242 4242" required></label>
<button type="submit">Pay ${money(sessionTotal(cs))}</button><a href="${escape(cs.cancel_url)}">Back</a></form></main></body></html>`;
  }

  type Answer = { status: number; body: unknown };
  const ok = (body: unknown): Answer => ({ status: 200, body });
  const fail = (status: number, type: string, message: string, extra: Obj = {}): Answer => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  function confirm(pi: PaymentIntent, card: string, returnUrl: string | null): Answer {
    if (pi.status === 'succeeded')
      return fail(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
        code: 'payment_intent_unexpected_state',
      });
    const decline = DECLINES[card];
    const inv = invoices.get(pi.invoice)!;
    if (decline) {
      emit('invoice.payment_failed', invoiceJson(inv, []));
      return fail(402, 'card_error', decline.message, {
        code: decline.code,
        decline_code: decline.decline_code,
        payment_intent: intentJson(pi),
      });
    }
    if (!/^\d{15,16}$/.test(card))
      return fail(402, 'card_error', 'Your card number is invalid.', { code: 'invalid_number' });
    if (card === CARDS.authentication) {
      pi.status = 'requires_action';
      pi.return_url = returnUrl;
      return ok({
        ...intentJson(pi),
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: `https://hooks.stripe.com/3d_secure/${pi.id}`, return_url: returnUrl },
        },
      });
    }
    settleInvoice(inv, card);
    return ok(intentJson(pi));
  }

  function route(
    method: string,
    pathname: string,
    query: URLSearchParams,
    body: Obj,
    headers: http.IncomingHttpHeaders,
  ): Answer {
    const secretKey = String(headers.authorization ?? '').startsWith('Bearer sk_');
    let m: RegExpMatchArray | null;

    // Browser side (Stripe.js with the publishable key).
    if ((m = pathname.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/)) && method === 'POST') {
      const pi = intents.get(m[1]);
      if (!pi || pi.client_secret !== body.client_secret)
        return fail(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      const card = String(
        ((body.payment_method_data as Obj | undefined)?.card as Obj | undefined)?.number ?? '',
      ).replace(/\s+/g, '');
      return confirm(pi, card, body.return_url ? String(body.return_url) : null);
    }
    if ((m = pathname.match(/^\/v1\/payment_intents\/([^/]+)$/)) && method === 'GET') {
      const pi = intents.get(m[1]);
      if (!pi || pi.client_secret !== query.get('client_secret'))
        return fail(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
      return ok(intentJson(pi));
    }

    if (!secretKey) return fail(401, 'invalid_request_error', 'Invalid API Key provided');

    if (pathname === '/v1/checkout/sessions' && method === 'POST') return createCheckoutSession(body);
    if ((m = pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET') {
      const cs = checkoutSessions.get(m[1]);
      return cs
        ? ok(checkoutSessionJson(cs))
        : fail(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, {
            code: 'resource_missing',
          });
    }

    if (pathname === '/v1/customers' && method === 'POST') {
      const c: Customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ? String(body.email) : null,
        name: body.name ? String(body.name) : null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        defaultCard: null,
      };
      customers.set(c.id, c);
      const { defaultCard: _card, ...json } = c;
      return ok(json);
    }
    if (pathname === '/v1/subscriptions' && method === 'POST') {
      const customer = customers.get(String(body.customer));
      if (!customer)
        return fail(400, 'invalid_request_error', `No such customer: '${body.customer}'`, {
          param: 'customer',
        });
      const price = String(((body.items as Obj | undefined)?.['0'] as Obj | undefined)?.price ?? '');
      if (!price)
        return fail(400, 'invalid_request_error', 'Missing required param: items.', { param: 'items' });
      const start = now();
      const sub: Subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: customer.id,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: start,
        item: { id: newId('si'), price, current_period_start: start, current_period_end: start + MONTH },
        latest_invoice: '',
      };
      subscriptions.set(sub.id, sub);
      sub.latest_invoice = newInvoice(sub, price).id;
      emit('customer.subscription.created', subscriptionJson(sub));
      return ok(subscriptionJson(sub, list(body.expand)));
    }
    if ((m = pathname.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]);
      if (!sub)
        return fail(404, 'invalid_request_error', `No such subscription: '${m[1]}'`, {
          code: 'resource_missing',
          param: 'id',
        });
      if (method === 'GET')
        return ok(subscriptionJson(sub, query.getAll('expand[]').concat(query.getAll('expand[0]'))));
      if (method === 'DELETE') {
        sub.status = 'canceled';
        emit('customer.subscription.deleted', subscriptionJson(sub));
        return ok(subscriptionJson(sub));
      }
      if (method === 'POST') {
        if (sub.status === 'canceled')
          return fail(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details.',
          );
        if (body.metadata) sub.metadata = { ...sub.metadata, ...(body.metadata as Record<string, string>) };
        if (body.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        const newPrice = ((body.items as Obj | undefined)?.['0'] as Obj | undefined)?.price;
        if (newPrice && newPrice !== sub.item.price) {
          const card = customers.get(sub.customer)!.defaultCard;
          if (!card || sub.status !== 'active')
            return fail(
              402,
              'card_error',
              'This customer has no attached payment source or default payment method.',
              { code: 'resource_missing' },
            );
          const decline = DECLINES[card];
          // pending_if_incomplete: a proration that cannot be paid leaves the subscription as it was.
          if (decline)
            return fail(402, 'card_error', decline.message, {
              code: decline.code,
              decline_code: decline.decline_code,
            });
          const inv = newInvoice(sub, String(newPrice));
          sub.latest_invoice = inv.id;
          settleInvoice(inv, card);
          return ok(subscriptionJson(sub, list(body.expand)));
        }
        emit('customer.subscription.updated', subscriptionJson(sub));
        return ok(subscriptionJson(sub, list(body.expand)));
      }
    }
    return fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${pathname}).`);
  }

  function authenticationPage(pi: PaymentIntent): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Authenticate your payment</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c1917}button{min-height:44px;padding:0 1rem;margin:.5rem .5rem 0 0;font-size:1rem}</style></head>
<body><main><h1>Authenticate your payment</h1><p>Your bank asks you to confirm a payment of $${(pi.amount / 100).toFixed(2)}.</p>
<form method="post" action="/3d_secure/${pi.id}/complete"><button name="outcome" value="complete">Complete authentication</button><button name="outcome" value="fail">Fail authentication</button></form></main></body></html>`;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST, DELETE',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      if (url.pathname === '/stripe.js' || /^\/(v3|[a-z]+)\/stripe\.js$/.test(url.pathname)) {
        return void res
          .writeHead(200, { ...cors, 'content-type': 'text/javascript; charset=utf-8' })
          .end(FAKE_STRIPE_JS);
      }
      // For tests in another process: the events made so far about an object, and Stripe's "Resend".
      if (url.pathname === '/test/events' && req.method === 'GET') {
        const about = url.searchParams.get('object');
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(events.filter((e) => !about || (e.data.object as { id?: string }).id === about)),
          );
      }
      let m = url.pathname.match(/^\/test\/events\/([^/]+)\/resend$/);
      if (m && req.method === 'POST') {
        const event = events.find((e) => e.id === m![1]);
        if (!event || !options.webhookUrl) return void res.writeHead(404).end();
        const payload = JSON.stringify(event);
        void fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        }).then(
          (delivered) =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ status: delivered.status })),
          () => res.writeHead(502).end(),
        );
        return;
      }
      m = url.pathname.match(/^\/c\/pay\/([^/]+)$/);
      if (m && req.method === 'GET' && checkoutSessions.has(m[1])) {
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(checkoutPage(checkoutSessions.get(m[1])!));
      }
      m = url.pathname.match(/^\/c\/pay\/([^/]+)\/complete$/);
      if (m && req.method === 'POST' && checkoutSessions.has(m[1])) {
        const cs = checkoutSessions.get(m[1])!;
        const form = new URLSearchParams(raw);
        const card = (form.get('card') ?? '').replace(/\s+/g, '');
        const outcome = DECLINES[card]
          ? { ok: false, message: DECLINES[card].message }
          : completeCheckout(cs, {
              name: form.get('name') ?? '',
              address: {
                line1: form.get('line1') ?? '',
                city: form.get('city') ?? '',
                postal_code: form.get('postal_code') ?? '',
                country: form.get('country') ?? '',
              },
            });
        if (!outcome.ok)
          return void res
            .writeHead(402, { 'content-type': 'text/html; charset=utf-8' })
            .end(checkoutPage(cs, outcome.message));
        return void res
          .writeHead(303, { location: cs.success_url.replace('{CHECKOUT_SESSION_ID}', cs.id) })
          .end();
      }
      m = url.pathname.match(/^\/3d_secure\/([^/]+)$/);
      if (m && req.method === 'GET' && intents.has(m[1])) {
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(authenticationPage(intents.get(m[1])!));
      }
      m = url.pathname.match(/^\/3d_secure\/([^/]+)\/complete$/);
      if (m && req.method === 'POST' && intents.has(m[1])) {
        const pi = intents.get(m[1])!;
        const passed = new URLSearchParams(raw).get('outcome') === 'complete';
        if (passed && pi.status === 'requires_action')
          settleInvoice(invoices.get(pi.invoice)!, CARDS.authentication);
        if (!passed) pi.status = 'requires_payment_method';
        const back = new URL(pi.return_url ?? baseUrl);
        back.searchParams.set('payment_intent', pi.id);
        back.searchParams.set('payment_intent_client_secret', pi.client_secret);
        back.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
        return void res.writeHead(303, { location: back.href }).end();
      }

      const body = req.headers['content-type']?.includes('application/json')
        ? (JSON.parse(raw || '{}') as Obj)
        : decodeForm(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      if (url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/v1/payment_intents')) {
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      }
      const send = ({ status, body: out }: Answer) =>
        res
          .writeHead(status, { ...cors, 'content-type': 'application/json', 'request-id': newId('req') })
          .end(JSON.stringify(out));
      // Stripe answers a retried request with the same key with the first answer, and refuses other parameters.
      if (idempotencyKey && req.method === 'POST') {
        const seen = idempotent.get(idempotencyKey);
        if (seen) {
          if (seen.body !== raw)
            return void send(
              fail(
                400,
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
            );
          return void res
            .writeHead(seen.status, {
              ...cors,
              'content-type': 'application/json',
              'idempotent-replayed': 'true',
            })
            .end(JSON.stringify(seen.response));
        }
      }
      const answer = route(req.method ?? 'GET', url.pathname, url.searchParams, body, req.headers);
      if (idempotencyKey && req.method === 'POST')
        idempotent.set(idempotencyKey, { body: raw, status: answer.status, response: answer.body });
      send(answer);
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    webhookSecret,
    events,
    requests,
    customers,
    subscriptions,
    checkoutSessions,
    sign,
    completeCheckout(sessionId) {
      const cs = checkoutSessions.get(sessionId);
      return cs ? completeCheckout(cs) : { ok: false, message: 'No such checkout session' };
    },
    async pay(subscriptionId, card = CARDS.success) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) return { ok: false, message: 'No such subscription' };
      const pi = intents.get(invoices.get(sub.latest_invoice)!.payment_intent)!;
      const answer = confirm(pi, card, null);
      return answer.status === 200
        ? { ok: true }
        : { ok: false, message: (answer.body as { error: { message: string } }).error.message };
    },
    expire(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status !== 'incomplete') return;
      sub.status = 'incomplete_expired';
      invoices.get(sub.latest_invoice)!.status = 'void';
      emit('customer.subscription.updated', subscriptionJson(sub));
    },
    renewalFails(subscriptionId, status) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return;
      sub.status = status;
      emit(
        status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        subscriptionJson(sub),
      );
    },
    async settled() {
      while (deliveries.size) await Promise.all([...deliveries]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
