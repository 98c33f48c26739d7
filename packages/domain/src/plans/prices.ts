import { groupThousands } from '../numbers';
import type { PlanType } from './plans';

/** Prices from the server are in cents: 999 → '$9.99'. */
export function formatCents(cents: number): string {
  const n = Math.round(Number.isFinite(cents) ? cents : 0);
  const [whole, fraction] = (Math.abs(n) / 100).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** The price after a percentage discount (clamped to 0-100%), rounded to the cent. */
export function discountedPrice(originalCents: number, percent: number): number {
  const pct = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round(originalCents * (1 - pct / 100));
}

/** A shop item's price and the percentages its members get off. Cents. */
export interface MemberPricedItem {
  originalPrice: number;
  premiumDiscountPercent: number;
  proDiscountPercent: number;
}

/** Server-decided discount: none for visitors and free, the item's own premium or pro percentage otherwise. */
export function discountPercentForPlan(
  item: Pick<MemberPricedItem, 'premiumDiscountPercent' | 'proDiscountPercent'>,
  planType: PlanType | null | undefined,
): number {
  if (planType === 'pro') return item.proDiscountPercent;
  if (planType === 'premium') return item.premiumDiscountPercent;
  return 0;
}

/** What a shop item costs on a plan: its original price, the plan's percentage off and the price after it. */
export function planPrice(item: MemberPricedItem, planType: PlanType | null | undefined) {
  const discountPercent = discountPercentForPlan(item, planType);
  return {
    originalPrice: item.originalPrice,
    discountPercent,
    discountedPrice: discountedPrice(item.originalPrice, discountPercent),
  };
}
