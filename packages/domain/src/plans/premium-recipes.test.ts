import { describe, expect, it } from 'vitest';
import { canSeePremiumRecipes, premiumBadge, premiumRecipesFor } from './premium-recipes';

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
