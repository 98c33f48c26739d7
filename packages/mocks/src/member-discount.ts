import type { PlanType } from '@pepper/contract';

/** The mocks' member discount on every shop item: the fixtures carry no per-item percentages. */
export function memberDiscountPercent(plan: PlanType | null | undefined): number {
  return plan === 'pro' ? 30 : plan === 'premium' ? 15 : 0;
}
