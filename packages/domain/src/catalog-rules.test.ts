import { describe, expect, it } from 'vitest';
import { collectionMembers, COLLECTION_KEYS, DEFAULT_COLLECTION } from './collections';
import { clampShuRange, HEAT_RANGES, peppersInRange } from './heat-ranges';
import { availableLetters, isLetterActive, LETTER_BAR, startsWithLetter } from './letters';
import { climateZoneForOrigin, growDifficulty, showsExtremeWarning, showsSafetyCard } from './pepper-detail';
import { canSeePremiumRecipes, discountedPrice, discountPercentForPlan, formatCents, PLANS, premiumBadge, recipeDifficulty } from './premium';

describe('the ten heat ranges', () => {
  it('run from No Heat 0 to Theoretical 50,000,001-500,000,000 without gaps', () => {
    expect(HEAT_RANGES).toHaveLength(10);
    expect(HEAT_RANGES[0]).toEqual({ name: 'No Heat', min: 0, max: 0 });
    expect(HEAT_RANGES[9]).toEqual({ name: 'Theoretical', min: 50_000_001, max: 500_000_000 });
    for (let i = 1; i < HEAT_RANGES.length; i++) expect(HEAT_RANGES[i].min).toBe(HEAT_RANGES[i - 1].max + 1);
  });
});

describe('the heat index slider', () => {
  it('clamps to 0..500,000,000 on the 10,000 step with the low end first', () => {
    expect(clampShuRange([-5, 600_000_000])).toEqual([0, 500_000_000]);
    expect(clampShuRange([14_999, 15_000])).toEqual([10_000, 20_000]);
    expect(clampShuRange([300_000, 100_000])).toEqual([100_000, 300_000]);
    expect(clampShuRange([Number.NaN, 5])).toEqual([0, 0]);
  });

  it('lists the peppers whose range overlaps the chosen one, hottest last', () => {
    const list = [{ shuMin: 100_000, shuMax: 350_000 }, { shuMin: 2_500, shuMax: 8_000 }, { shuMin: 0, shuMax: 0 }];
    expect(peppersInRange(list, [0, 10_000])).toEqual([list[2], list[1]]);
    expect(peppersInRange(list, [350_000, 400_000])).toEqual([list[0]]);
    expect(peppersInRange(list, [350_001, 400_000])).toEqual([]);
  });
});

describe('pepper detail', () => {
  it.each([
    [30_000, 'Beginner', 2],
    [30_001, 'Intermediate', 3],
    [100_000, 'Intermediate', 3],
    [100_001, 'Advanced', 4],
    [1_000_000, 'Advanced', 4],
    [1_000_001, 'Expert', 5],
  ])('rates %s SHU %s with %s stars', (shu, label, stars) => expect(growDifficulty(shu)).toEqual({ label, stars }));

  it.each([
    ['Oaxaca, Mexico', 'Tropical/Subtropical'],
    ['Guatemala', 'Tropical/Subtropical'],
    ['Assam, India', 'Humid Subtropical'],
    ['Thailand', 'Humid Subtropical'],
    ['Trinidad, Caribbean', 'Tropical'],
    ['Ghana', 'Tropical'],
    ['Hungary', 'Temperate'],
    ['New Mexico, USA', 'Tropical/Subtropical'],
  ])('places %s in the %s climate zone', (origin, zone) => expect(climateZoneForOrigin(origin)).toBe(zone));

  it('shows the safety card above 100,000 and the extreme warning above 1,000,000', () => {
    expect(showsSafetyCard(100_000)).toBe(false);
    expect(showsSafetyCard(100_001)).toBe(true);
    expect(showsExtremeWarning(1_000_000)).toBe(false);
    expect(showsExtremeWarning(1_000_001)).toBe(true);
  });
});

describe('the letter bar', () => {
  it('offers A-Z then 0-9', () => {
    expect(LETTER_BAR.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(LETTER_BAR.slice(-10)).toEqual('0123456789'.split(''));
  });

  it('knows which letters start a name, folding accents and skipping other characters', () => {
    const found = availableLetters(['Ñora', 'ají', '7 Pot', '¡Hola', 'bell']);
    expect([...found].sort()).toEqual(['7', 'A', 'B', 'N']);
    expect(isLetterActive('B', 'B', found)).toBe(true);
    expect(isLetterActive('Z', 'Z', found)).toBe(false);
    expect(startsWithLetter('Ñora', 'n')).toBe(true);
  });
});

describe('collections', () => {
  const p = (name: string, shuMin: number, shuMax: number, heatLevel: 'mild' | 'medium' | 'hot' | 'extreme', origin = 'USA', featured = false) => ({ name, shuMin, shuMax, heatLevel, origin, featured });
  const list = [
    p('Bell Pepper', 0, 0, 'mild'),
    p('Cayenne', 30_000, 50_000, 'hot', 'French Guiana'),
    p('Habanero', 100_000, 350_000, 'hot', 'Yucatán, Mexico'),
    p('Ghost Pepper', 855_000, 1_041_427, 'extreme', 'Assam, India'),
    p('Chiltepin', 50_000, 100_000, 'hot'),
    p('Anaheim', 500, 2_500, 'mild', 'California, USA', true),
    p('Fish Pepper', 5_000, 30_000, 'medium'),
  ];
  const names = (key: string) => collectionMembers(key, list).map((x) => x.name);

  it('has seven keys and superhots by default', () => {
    expect(COLLECTION_KEYS).toHaveLength(7);
    expect(DEFAULT_COLLECTION).toBe('superhots');
  });

  it('superhots: shuMax of 100,000 or more, the name list, or heat level hot or extreme', () => {
    expect(names('superhots')).toEqual(['Cayenne', 'Habanero', 'Ghost Pepper', 'Chiltepin']);
  });

  it('nuclear: shuMax of 500,000 or more', () => expect(names('nuclear')).toEqual(['Ghost Pepper']));
  it('mild: shuMax of 10,000 or less, mild or medium, or shuMin 0', () => expect(names('mild')).toEqual(['Bell Pepper', 'Anaheim', 'Fish Pepper']));
  it('wild: shuMax of 5,000 or less and above 0, or a wild name', () => expect(names('wild')).toEqual(['Chiltepin', 'Anaheim']));
  it('ornamental: shuMax from 30,000 to 50,000, or an ornamental name', () => expect(names('ornamental')).toEqual(['Cayenne', 'Fish Pepper']));
  it('regional: featured or from a classic chili region', () => expect(names('regional')).toEqual(['Habanero', 'Ghost Pepper', 'Anaheim']));
  it('heirlooms: the documented heirloom list', () => expect(names('heirlooms')).toEqual(['Anaheim', 'Fish Pepper']));
  it('an unknown key has no members', () => expect(names('spicy-things')).toEqual([]));
});

describe('premium', () => {
  it('offers Free $0, Premium $9.99 and Pro $19.99 a month', () => {
    expect(PLANS.map((p) => `${p.name} ${formatCents(p.priceCents)}`)).toEqual(['Free $0.00', 'Premium $9.99', 'Pro $19.99']);
  });

  it('shows premium recipes only to signed-in premium or pro members', () => {
    expect(canSeePremiumRecipes({ loggedIn: false, planType: 'pro' })).toBe(false);
    expect(canSeePremiumRecipes({ loggedIn: true, planType: 'free' })).toBe(false);
    expect(canSeePremiumRecipes({ loggedIn: true, planType: 'premium' })).toBe(true);
    expect(canSeePremiumRecipes({ loggedIn: true, planType: 'pro' })).toBe(true);
  });

  it('treats anything but easy and medium as hard, and badges tiers PRO or PREMIUM', () => {
    expect(['easy', 'medium', 'hard', 'expert'].map((d) => recipeDifficulty(d).label)).toEqual(['Easy', 'Medium', 'Hard', 'Hard']);
    expect(premiumBadge('pro')).toBe('PRO');
    expect(premiumBadge('premium')).toBe('PREMIUM');
  });

  it('discounts by the caller’s plan only', () => {
    const item = { premiumDiscountPercent: 15, proDiscountPercent: 30 };
    expect(discountPercentForPlan(item, null)).toBe(0);
    expect(discountPercentForPlan(item, 'free')).toBe(0);
    expect(discountPercentForPlan(item, 'premium')).toBe(15);
    expect(discountPercentForPlan(item, 'pro')).toBe(30);
    expect(discountedPrice(2999, 15)).toBe(2549);
  });
});
