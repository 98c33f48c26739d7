/**
 * Payments behind a small interface with one real implementation (Stripe). Without STRIPE_SECRET_KEY
 * there is no implementation and the subscription routes answer 503.
 */
import Stripe from 'stripe';
import type { AppConfig } from '../plugins/config.js';

export type PaidPlan = 'premium' | 'pro';

export interface SubscriptionIntent {
  clientSecret: string;
  subscriptionId: string;
  customerId: string;
}

export interface Payments {
  /** Creates an incomplete subscription; the client confirms it with the Payment Element. */
  createSubscription(input: {
    userId: number;
    email: string;
    name: string | null;
    customerId: string | null;
    planType: PaidPlan;
  }): Promise<SubscriptionIntent>;
  /** Verifies a webhook signature over the raw body and answers the event. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export class PaymentsError extends Error {}

export class StripePayments implements Payments {
  private readonly stripe: Stripe;

  constructor(private readonly config: AppConfig) {
    this.stripe = new Stripe(config.stripeSecretKey!, {
      maxNetworkRetries: 1,
      // Tests point the SDK at a local fake.
      ...(config.stripeApi ?? {}),
    });
  }

  async createSubscription(input: Parameters<Payments['createSubscription']>[0]): Promise<SubscriptionIntent> {
    const price = this.config.stripePrices[input.planType];
    if (!price) throw new PaymentsError(`No price is configured for the ${input.planType} plan`);
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { email: input.email, name: input.name ?? undefined, metadata: { userId: String(input.userId) } },
          { idempotencyKey: `customer-${input.userId}` },
        )
      ).id;
    // One attempt per user, plan and 10-minute window: a double click or a retry reuses the same subscription.
    const window = Math.floor(Date.now() / 600_000);
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
      { idempotencyKey: `subscription-${input.userId}-${input.planType}-${window}` },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret = typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) throw new PaymentsError('The payment provider returned no client secret');
    return { clientSecret, subscriptionId: subscription.id, customerId };
  }

  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret ?? '');
  }
}

export function createPayments(config: AppConfig): Payments | null {
  return config.stripeSecretKey ? new StripePayments(config) : null;
}
