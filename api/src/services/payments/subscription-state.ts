/**
 * Keeps a user's plan in step with what the payment provider says about their subscription. The plan
 * is granted only by a subscription the provider reports as paid, and ended only by the subscription
 * the user currently holds (a late event about an abandoned attempt changes nothing). The account's row is
 * answered as the contract's subscription.
 */
import type { Subscription } from '@pepper/contract';
import type { Db } from '../../db/connection.js';
import { grantsPlan, type SubscriptionState } from './payments.js';
import type { UserRow } from '../accounts/users.js';

export function subscriptionOf(row: UserRow): Subscription {
  return {
    planType: row.plan_type,
    ...(row.subscription_status ? { status: row.subscription_status } : {}),
    ...(row.current_period_end ? { currentPeriodEnd: row.current_period_end } : {}),
    ...(row.cancel_at_period_end ? { cancelAtPeriodEnd: true } : {}),
  };
}

/** Applies the provider's state to the customer's account; answers whether an account changed. */
export async function applySubscriptionState(db: Db, state: SubscriptionState): Promise<boolean> {
  const row = await db<UserRow>('users').where({ stripe_customer_id: state.customerId }).first();
  if (!row) return false;
  const granting = grantsPlan(state);
  // Only the subscription on record, or one that is now paid, may change the account.
  if (row.stripe_subscription_id && row.stripe_subscription_id !== state.id && !granting) return false;
  const changed = await db('users')
    .where({ id: row.id })
    .update({
      plan_type: granting ? state.planType! : 'free',
      stripe_subscription_id: state.id,
      subscription_status: state.status,
      current_period_end: state.currentPeriodEnd
        ? new Date(state.currentPeriodEnd * 1000).toISOString()
        : null,
      cancel_at_period_end: state.cancelAtPeriodEnd && granting,
    });
  return changed > 0;
}
