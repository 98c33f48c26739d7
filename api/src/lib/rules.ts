/**
 * Small pure rules the API needs. @pepper/domain is being written in parallel; when it exports these
 * (foldForSearch in particular), import them from there and delete the local copies.
 */
import type { PlanType } from '@pepper/contract';

/** Lower case without accents: 'Jalapeño' and 'jalapeno' fold to the same text. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export const isPaidPlan = (plan: PlanType) => plan === 'premium' || plan === 'pro';

/** Each item carries its own premium and pro percentage; visitors and free users get none. */
export function discountPercent(plan: PlanType, item: { premiumDiscountPercent: number; proDiscountPercent: number }): number {
  if (plan === 'pro') return item.proDiscountPercent;
  if (plan === 'premium') return item.premiumDiscountPercent;
  return 0;
}

/** Cents, rounded to the nearest cent. */
export const discountedPrice = (originalPrice: number, percent: number) => Math.round((originalPrice * (100 - percent)) / 100);
