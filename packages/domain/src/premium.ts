import { groupThousands } from './numbers';

export type PlanType = 'free' | 'premium' | 'pro';

export interface Plan {
  type: PlanType;
  name: string;
  priceCents: number;
  discountRange: string | null;
  features: string[];
}

/** Free $0; Premium $9.99 a month; Pro $19.99 a month; discounts 10-20% and 25-40%. */
export const PLANS: readonly Plan[] = [
  {
    type: 'free',
    name: 'Free',
    priceCents: 0,
    discountRange: null,
    features: [
      'The full pepper database and heat index',
      'Public recipes, guides and growing tools',
      'Photo identification and favorites',
    ],
  },
  {
    type: 'premium',
    name: 'Premium',
    priceCents: 999,
    discountRange: '10-20%',
    features: [
      'Everything in Free',
      'Premium recipes with chef’s notes',
      '10-20% off grow kits and merchandise',
    ],
  },
  {
    type: 'pro',
    name: 'Pro',
    priceCents: 1999,
    discountRange: '25-40%',
    features: [
      'Everything in Premium',
      'Pro recipes: ferments, moles and smoked chiles',
      '25-40% off grow kits and merchandise',
    ],
  },
];

export function planName(type: PlanType): string {
  return PLANS.find((p) => p.type === type)?.name ?? type;
}

/** Premium recipes are visible only when logged in on the premium or pro plan. */
/** What members of a paid plan save on kits and merchandise, as advertised ('10-20%'). */
export function planDiscountRange(type: 'premium' | 'pro'): string {
  return PLANS.find((p) => p.type === type)?.discountRange ?? '';
}

/** Each plan gets exactly its recipes: premium the premium tier, pro both tiers; everyone else none. */
export function premiumRecipesFor<R extends { premiumTier: 'premium' | 'pro' }>(
  planType: PlanType | null | undefined,
  recipes: readonly R[],
): R[] {
  if (planType === 'pro') return [...recipes];
  if (planType === 'premium') return recipes.filter((r) => r.premiumTier === 'premium');
  return [];
}

export function canSeePremiumRecipes({
  loggedIn,
  planType,
}: {
  loggedIn: boolean;
  planType: PlanType | null | undefined;
}): boolean {
  return loggedIn && (planType === 'premium' || planType === 'pro');
}

/** Prices from the server are in cents: 999 → '$9.99'. */
export function formatCents(cents: number): string {
  const n = Math.round(Number.isFinite(cents) ? cents : 0);
  const [whole, fraction] = (Math.abs(n) / 100).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** Easy, medium; anything else is treated as hard. */
export function recipeDifficulty(difficulty: string): {
  key: 'easy' | 'medium' | 'hard';
  label: 'Easy' | 'Medium' | 'Hard';
} {
  if (difficulty === 'easy') return { key: 'easy', label: 'Easy' };
  if (difficulty === 'medium') return { key: 'medium', label: 'Medium' };
  return { key: 'hard', label: 'Hard' };
}

/** A badge shows PRO or PREMIUM by recipe tier. */
export function premiumBadge(tier: string): 'PRO' | 'PREMIUM' {
  return tier === 'pro' ? 'PRO' : 'PREMIUM';
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

/**
 * A plan's button. The current plan reads 'Current Plan' and is disabled; the plan being bought
 * reads 'Processing...'; while any purchase is in progress every button is disabled.
 */
export function planButton({
  plan,
  currentPlan,
  processing,
}: {
  plan: PlanType;
  currentPlan: PlanType | null | undefined;
  processing: PlanType | null | undefined;
}): { label: string; disabled: boolean } {
  if (plan === currentPlan) return { label: 'Current Plan', disabled: true };
  if (processing === plan) return { label: 'Processing...', disabled: true };
  return { label: `Choose ${planName(plan)}`, disabled: !!processing };
}
