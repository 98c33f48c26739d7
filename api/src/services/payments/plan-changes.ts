/**
 * The decisions of the subscription flow: start a plan (picking up or ending an unpaid attempt first), change
 * it, cancel or resume it at the end of the period. The routes only read the request and answer.
 */
import { createHash } from 'node:crypto';
import type { PlanType, Subscription, User } from '@pepper/contract';
import { planName } from '@pepper/domain/plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../lib/http-error.js';
import { grantsPlan, PaymentsError, UnknownSubscriptionError, type Payments } from './payments.js';
import { applySubscriptionState, subscriptionOf } from './subscription-state.js';
import { findUserById, type UserRow } from '../accounts/users.js';

type PaidPlan = Exclude<PlanType, 'free'>;

/** Unique to the account across databases, stable across requests. */
const accountKey = (row: UserRow) =>
  `${row.id}-${createHash('sha256').update(`${row.email}|${row.created_at}`).digest('hex').slice(0, 16)}`;

/**
 * A subscription on record that grants nothing but could still be paid (its first payment, or a renewal
 * Stripe stopped retrying): before another one starts it is picked up again or ended, never left to be
 * charged beside the new one.
 */
const UNSETTLED = new Set(['incomplete', 'unpaid', 'paused']);

/** A held subscription that is paid for (the plan may still be ending at the close of the period). */
const holdsPaidSubscription = (row: UserRow) =>
  row.plan_type !== 'free' && Boolean(row.stripe_subscription_id);

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

export type Member = Pick<User, 'id' | 'email' | 'name'>;

/** One for the app; each call takes the request's log, so a provider failure is logged with its request. */
export class PlanChanges {
  constructor(
    private readonly db: Db,
    private readonly paymentsOrNull: Payments | null,
  ) {}

  private get payments(): Payments {
    if (!this.paymentsOrNull) throw new HttpError(503, 'Payments are not configured');
    return this.paymentsOrNull;
  }

  private async row(userId: number): Promise<UserRow> {
    return (await findUserById(this.db, userId))!;
  }

  /**
   * The plan on record; a payment just confirmed in the browser may come before its event, so the provider is
   * queried.
   */
  async current(userId: number, log: FastifyBaseLogger): Promise<Subscription> {
    let row = await this.row(userId);
    if (this.paymentsOrNull && row.stripe_subscription_id && row.subscription_status === 'incomplete') {
      try {
        const state = await this.paymentsOrNull.retrieve(row.stripe_subscription_id);
        if (state.status !== 'incomplete' && (await applySubscriptionState(this.db, state)))
          row = await this.row(userId);
      } catch (err) {
        log.warn({ err }, 'subscription refresh failed; answering the stored plan');
      }
    }
    return subscriptionOf(row);
  }

  /** Starts a subscription to a paid plan and answers what the card form needs. */
  async start(
    user: Member,
    planType: PaidPlan,
    log: FastifyBaseLogger,
  ): Promise<{ clientSecret: string; subscriptionId: string }> {
    const pay = this.payments;
    const row = await this.row(user.id);
    if (row.plan_type === planType)
      throw new HttpError(409, `You are already on the ${planName(planType)} plan`);
    if (holdsPaidSubscription(row))
      throw new HttpError(409, 'You already have a subscription. Switch plans under Manage Subscription.');

    // An unpaid attempt for the same plan is picked up again; any other unsettled subscription is ended.
    if (row.stripe_subscription_id && UNSETTLED.has(row.subscription_status ?? '')) {
      const previous = await provider(log, 'look up the subscription', async () => {
        try {
          return await pay.retrieve(row.stripe_subscription_id!);
        } catch (err) {
          // Gone at the provider (deleted, or test data reset): nothing is left to pick up or end.
          if (err instanceof UnknownSubscriptionError) return null;
          throw err;
        }
      });
      if (previous && grantsPlan(previous)) {
        await applySubscriptionState(this.db, previous);
        throw new HttpError(
          409,
          `Your payment has already gone through: you are on the ${planName(previous.planType!)} plan`,
        );
      }
      if (previous?.status === 'incomplete' && previous.planType === planType && previous.clientSecret) {
        return { clientSecret: previous.clientSecret, subscriptionId: previous.id };
      }
      if (previous && UNSETTLED.has(previous.status)) {
        await provider(log, 'replace the unpaid subscription', () => pay.cancelNow(previous.id));
      }
    }

    const intent = await provider(log, 'start the subscription', () =>
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
    await this.db('users').where({ id: user.id }).update({
      stripe_customer_id: intent.customerId,
      stripe_subscription_id: intent.subscriptionId,
      subscription_status: 'incomplete',
      cancel_at_period_end: false,
    });
    return { clientSecret: intent.clientSecret, subscriptionId: intent.subscriptionId };
  }

  /** Switches a held subscription to another paid plan. */
  async change(userId: number, planType: PaidPlan, log: FastifyBaseLogger): Promise<Subscription> {
    const row = await this.row(userId);
    const pay = this.payments;
    if (!holdsPaidSubscription(row))
      throw new HttpError(409, 'You have no active subscription to change. Choose a plan to subscribe.');
    if (row.plan_type === planType)
      throw new HttpError(409, `You are already on the ${planName(planType)} plan`);
    const state = await provider(log, 'change the plan', () =>
      pay.changePlan(row.stripe_subscription_id!, planType),
    );
    await applySubscriptionState(this.db, state);
    return subscriptionOf(await this.row(userId));
  }

  /** Ends the plan at the close of the period (cancel), or keeps it going after all (resume). */
  async setCancelAtPeriodEnd(userId: number, cancel: boolean, log: FastifyBaseLogger): Promise<Subscription> {
    const row = await this.row(userId);
    const pay = this.payments;
    if (!holdsPaidSubscription(row)) throw new HttpError(409, 'You have no active subscription.');
    if (Boolean(row.cancel_at_period_end) === cancel) return subscriptionOf(row);
    const state = await provider(log, cancel ? 'cancel the subscription' : 'resume the subscription', () =>
      pay.setCancelAtPeriodEnd(row.stripe_subscription_id!, cancel),
    );
    await applySubscriptionState(this.db, state);
    return subscriptionOf(await this.row(userId));
  }
}
