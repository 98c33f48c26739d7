import { describe, expect, it } from 'vitest';
import {
  canSeePremiumRecipes,
  discountedPrice,
  discountPercentForPlan,
  planPrice,
  formatCents,
  planButton,
  planDiscountRange,
  planName,
  PLANS,
  premiumBadge,
  premiumRecipesFor,
  recipeDifficulty,
} from './premium';

describe('plans', () => {
  it('are Free $0, Premium $9.99 and Pro $19.99 a month', () => {
    expect(PLANS.map((p) => [p.type, p.name, p.priceCents])).toEqual([
      ['free', 'Free', 0],
      ['premium', 'Premium', 999],
      ['pro', 'Pro', 1999],
    ]);
  });
  it('describe discounts of 10-20% for premium and 25-40% for pro', () => {
    expect(PLANS.map((p) => p.discountRange)).toEqual([null, '10-20%', '25-40%']);
    expect([planDiscountRange('premium'), planDiscountRange('pro')]).toEqual(['10-20%', '25-40%']);
  });
  it('list features for every plan', () =>
    PLANS.forEach((p) => expect(p.features.length).toBeGreaterThan(0)));
  it('name a plan by its type', () => expect(planName('pro')).toBe('Pro'));
});

describe('premium recipes', () => {
  it.each([
    [false, null, false],
    [false, 'pro', false],
    [false, 'premium', false],
    [true, null, false],
    [true, 'free', false],
    [true, 'premium', true],
    [true, 'pro', true],
  ] as const)('logged in %s on plan %s: visible %s', (loggedIn, planType, visible) =>
    expect(canSeePremiumRecipes({ loggedIn, planType })).toBe(visible),
  );

  it('badge a pro recipe PRO and a premium one PREMIUM', () => {
    expect(premiumBadge('pro')).toBe('PRO');
    expect(premiumBadge('premium')).toBe('PREMIUM');
  });
});

describe('prices in cents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [999, '$9.99'],
    [1999, '$19.99'],
    [123456, '$1,234.56'],
  ])('format %s as %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('recipe difficulty', () => {
  it.each([
    ['easy', 'easy', 'Easy'],
    ['medium', 'medium', 'Medium'],
    ['hard', 'hard', 'Hard'],
    ['expert', 'hard', 'Hard'],
    ['', 'hard', 'Hard'],
    ['Easy', 'hard', 'Hard'],
  ])('reads %j as %s (%s)', (d, key, label) => expect(recipeDifficulty(d)).toEqual({ key, label }));
});

describe('discounts', () => {
  const item = { premiumDiscountPercent: 15, proDiscountPercent: 30 };
  it('give visitors and free members nothing', () => {
    expect(discountPercentForPlan(item, null)).toBe(0);
    expect(discountPercentForPlan(item, undefined)).toBe(0);
    expect(discountPercentForPlan(item, 'free')).toBe(0);
  });
  it('give premium and pro members their own percentage', () => {
    expect(discountPercentForPlan(item, 'premium')).toBe(15);
    expect(discountPercentForPlan(item, 'pro')).toBe(30);
  });
  it("price an item for a plan from the item's own percentage", () => {
    const kit = { originalPrice: 2999, ...item };
    expect(planPrice(kit, 'pro')).toEqual({
      originalPrice: 2999,
      discountPercent: 30,
      discountedPrice: 2099,
    });
    expect(planPrice(kit, 'premium')).toEqual({
      originalPrice: 2999,
      discountPercent: 15,
      discountedPrice: 2549,
    });
    expect(planPrice(kit, null)).toEqual({ originalPrice: 2999, discountPercent: 0, discountedPrice: 2999 });
  });
  it.each([
    [2999, 15, 2549],
    [2999, 0, 2999],
    [1000, 25, 750],
    [999, 33, 669],
    [1000, 100, 0],
    [1000, 150, 0],
    [1000, -10, 1000],
  ])('price %s cents at %s% off as %s', (cents, pct, price) =>
    expect(discountedPrice(cents, pct)).toBe(price),
  );
});

describe('plan buttons', () => {
  it("read 'Current Plan' and are disabled on the current plan", () =>
    expect(planButton({ plan: 'pro', currentPlan: 'pro', processing: null })).toEqual({
      label: 'Current Plan',
      disabled: true,
    }));
  it("read 'Processing...' while that plan is being bought", () =>
    expect(planButton({ plan: 'pro', currentPlan: 'free', processing: 'pro' })).toEqual({
      label: 'Processing...',
      disabled: true,
    }));
  it('are disabled while another plan is being bought', () =>
    expect(planButton({ plan: 'premium', currentPlan: 'free', processing: 'pro' }).disabled).toBe(true));
  it('offer the plan otherwise', () =>
    expect(planButton({ plan: 'premium', currentPlan: null, processing: null })).toEqual({
      label: 'Choose Premium',
      disabled: false,
    }));
});

describe('premium recipes per plan', () => {
  const recipes = [
    { id: 1, premiumTier: 'premium' as const },
    { id: 2, premiumTier: 'pro' as const },
  ];
  it('gives premium the premium tier, pro both tiers, and everyone else none', () => {
    expect(premiumRecipesFor('premium', recipes).map((r) => r.id)).toEqual([1]);
    expect(premiumRecipesFor('pro', recipes).map((r) => r.id)).toEqual([1, 2]);
    expect(premiumRecipesFor('free', recipes)).toEqual([]);
    expect(premiumRecipesFor(null, recipes)).toEqual([]);
  });
});
