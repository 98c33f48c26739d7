/**
 * Payments behind a small interface with one real implementation (Stripe). Without STRIPE_SECRET_KEY
 * there is no implementation and the subscription routes answer 503.
 */
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';

export type PaidPlan = 'premium' | 'pro';

export interface SubscriptionIntent {
  clientSecret: string;
  subscriptionId: string;
  customerId: string;
}

/** What Stripe says about a subscription, reduced to what the plan depends on. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  /** The plan its price stands for; null for a price this server does not sell. */
  planType: PaidPlan | null;
  cancelAtPeriodEnd: boolean;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  /** The first invoice's confirmation secret while it is still unpaid. */
  clientSecret: string | null;
}

export interface Payments {
  /** Creates an incomplete subscription; the client confirms it with the Payment Element. */
  createSubscription(input: {
    userId: number;
    /** Stable and unique to the account (ids alone repeat across databases sharing one Stripe account). */
    accountKey: string;
    email: string;
    name: string | null;
    customerId: string | null;
    planType: PaidPlan;
    /** Distinguishes one attempt from the next: a double click sends the same key and gets the same subscription. */
    attemptKey: string;
  }): Promise<SubscriptionIntent>;
  retrieve(subscriptionId: string): Promise<SubscriptionState>;
  /** Moves an active subscription to the other plan's price; the proration is charged at once or nothing changes. */
  changePlan(subscriptionId: string, planType: PaidPlan): Promise<SubscriptionState>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState>;
  /** Abandons a subscription whose first payment never happened. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Opens a hosted Checkout page for a one-off purchase that ships; answers where to send the buyer. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Verifies a webhook signature over the raw body and answers the event. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export interface CheckoutInput {
  name: string;
  description: string;
  /** Cents per item, the member discount already taken off. */
  unitAmount: number;
  quantity: number;
  currency: string;
  /** Says what was bought, for whom and at which discount: the paid session alone makes the order. */
  metadata: Record<string, string>;
  /** The signed-in buyer's address, filled in on the payment page. */
  email: string | null;
  userId: number | null;
  successUrl: string;
  cancelUrl: string;
}

/** Where the shop ships: Checkout asks for an address in one of these countries. */
export const SHIPPING_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'DE',
  'FR',
  'NL',
  'BE',
  'AT',
  'ES',
  'IT',
] as const;

/** A refusal worth showing to the user as it is (a declined card); `status` is the HTTP answer. */
export class PaymentsError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
  }
}

/** The provider has no such subscription (deleted, or from another account): retrying will not find it. */
export class UnknownSubscriptionError extends PaymentsError {
  constructor(readonly subscriptionId: string) {
    super(`The payment provider has no subscription ${subscriptionId}`, 404);
  }
}

/** Statuses in which the subscriber keeps the plan (past_due: Stripe is still retrying a renewal). */
const GRANTING = new Set(['active', 'trialing', 'past_due']);
export const grantsPlan = (state: Pick<SubscriptionState, 'status' | 'planType'>) =>
  GRANTING.has(state.status) && state.planType !== null;

export class StripePayments implements Payments {
  private readonly stripe: Stripe;

  constructor(private readonly config: AppConfig) {
    this.stripe = new Stripe(config.stripeSecretKey!, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      // Tests point the SDK at a local fake.
      ...(config.stripeApi ?? {}),
    });
  }

  private priceFor(planType: PaidPlan): string {
    const price = this.config.stripePrices[planType];
    if (!price) throw new PaymentsError(`No price is configured for the ${planType} plan`, 503);
    return price;
  }

  private planForPrice(
    price: string | undefined,
    metadata: Stripe.Metadata | null | undefined,
  ): PaidPlan | null {
    const { premium, pro } = this.config.stripePrices;
    if (price && price === pro) return 'pro';
    if (price && price === premium) return 'premium';
    // A price configured later than the subscription: fall back to the plan this server wrote on it.
    return metadata?.planType === 'pro' || metadata?.planType === 'premium' ? metadata.planType : null;
  }

  private toState(sub: Stripe.Subscription): SubscriptionState {
    const item = sub.items.data[0];
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    return {
      id: sub.id,
      customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      status: sub.status,
      planType: this.planForPrice(item?.price?.id, sub.metadata),
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      currentPeriodEnd: item?.current_period_end ?? null,
      clientSecret:
        sub.status === 'incomplete' && invoice?.status === 'open'
          ? (invoice.confirmation_secret?.client_secret ?? null)
          : null,
    };
  }

  /** Card refusals carry a message meant for the cardholder; anything else is the provider failing. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof PaymentsError) throw err;
      if (err instanceof Stripe.errors.StripeCardError) throw new PaymentsError(err.message, 402);
      throw err;
    }
  }

  async createSubscription(
    input: Parameters<Payments['createSubscription']>[0],
  ): Promise<SubscriptionIntent> {
    const price = this.priceFor(input.planType);
    return this.call(async () => {
      const customerId =
        input.customerId ??
        (
          await this.stripe.customers.create(
            { email: input.email, name: input.name ?? undefined, metadata: { userId: String(input.userId) } },
            { idempotencyKey: `customer-${input.accountKey}` },
          )
        ).id;
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: String(input.userId), planType: input.planType },
          // Since API 2025-03-31 the first invoice has no payment_intent; the confirmation secret replaces it.
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `subscription-${input.accountKey}-${input.planType}-${input.attemptKey}` },
      );
      const clientSecret = this.toState(subscription).clientSecret;
      if (!clientSecret) throw new PaymentsError('The payment provider returned no client secret');
      return { clientSecret, subscriptionId: subscription.id, customerId };
    });
  }

  async retrieve(subscriptionId: string): Promise<SubscriptionState> {
    return this.call(async () => {
      try {
        return this.toState(
          await this.stripe.subscriptions.retrieve(subscriptionId, {
            expand: ['latest_invoice.confirmation_secret'],
          }),
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
          throw new UnknownSubscriptionError(subscriptionId);
        throw err;
      }
    });
  }

  async changePlan(subscriptionId: string, planType: PaidPlan): Promise<SubscriptionState> {
    const price = this.priceFor(planType);
    return this.call(async () => {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: current.items.data[0].id, price }],
        metadata: { planType },
        // Charge the difference now; if that payment fails the subscription stays on its old price.
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      });
      if (updated.pending_update)
        throw new PaymentsError(
          'The payment for the new plan did not go through, so your plan has not changed.',
          402,
        );
      return this.toState(updated);
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState> {
    return this.call(async () =>
      this.toState(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
    );
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await this.call(() => this.stripe.subscriptions.cancel(subscriptionId));
  }

  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    return this.call(async () => {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: input.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: input.unitAmount,
              product_data: { name: input.name, description: input.description || undefined },
            },
          },
        ],
        shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] },
        customer_email: input.email ?? undefined,
        client_reference_id: input.userId ? String(input.userId) : undefined,
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new PaymentsError('The payment provider returned no payment page');
      return { id: session.id, url: session.url };
    });
  }

  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret ?? '');
  }
}

export function createPayments(config: AppConfig): Payments | null {
  return config.stripeSecretKey ? new StripePayments(config) : null;
}
