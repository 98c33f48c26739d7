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

/** What members of a paid plan save on kits and merchandise, as advertised ('10-20%'). */
export function planDiscountRange(type: 'premium' | 'pro'): string {
  return PLANS.find((p) => p.type === type)?.discountRange ?? '';
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
