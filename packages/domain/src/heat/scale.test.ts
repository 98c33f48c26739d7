import { describe, expect, it } from 'vitest';
import { HEAT_LEVELS } from '@pepper/contract';
import { PEPPER_TYPES } from '../guides/preservation';
import { blendLevel } from './calculator';
import { heatRangeOf } from './ranges';
import {
  dailyValueBarPercent,
  HEAT_SCALE,
  heatLabelOf,
  heatLevelLabel,
  heatLevelOf,
  heatLevelRangeText,
  MILD_CEILING_SHU,
  pepperHeatLevel,
  RISK_BANDS,
  SUPERHOT_MIN_SHU,
  typicalShu,
} from './scale';
import { heatLine } from './shu-format';
import { QUIZ_TIERS, quizHeatFilter, quizTierLevels } from './tolerance-quiz';
import { identifiedHeatText } from '../identification/results';
import { collectionMembers } from '../peppers/collections';
import { peppersForGrowCategory } from '../peppers/grow-difficulty';

describe('the heat scale', () => {
  it('has six levels from no heat to superhot, in the contract’s words', () =>
    expect(HEAT_SCALE.map((l) => l.level)).toEqual([...HEAT_LEVELS]));

  it('names each level and writes its bounds', () =>
    expect(HEAT_SCALE.map((l) => [l.label, heatLevelRangeText(l)])).toEqual([
      ['No Heat', '0 SHU'],
      ['Mild', '1 - 2,499 SHU'],
      ['Medium', '2,500 - 29,999 SHU'],
      ['Hot', '30,000 - 99,999 SHU'],
      ['Very Hot', '100,000 - 999,999 SHU'],
      ['Superhot', '1,000,000+ SHU'],
    ]));

  it('starts each level where the one below ends', () => {
    for (let i = 1; i < HEAT_SCALE.length; i++) expect(HEAT_SCALE[i].min).toBe(HEAT_SCALE[i - 1].max + 1);
    expect(HEAT_SCALE[HEAT_SCALE.length - 1].max).toBe(Infinity);
  });

  it('names 0 SHU No Heat and any heat above it at least Mild', () => {
    expect(heatLevelOf(0)).toBe('no-heat');
    expect(heatLevelOf(0.4)).toBe('mild');
    expect(heatLevelOf(-3)).toBe('no-heat');
    expect(heatLevelOf(Number.NaN)).toBe('no-heat');
  });

  it('puts the mild ceiling at 2,500 and the superhot bound at 1,000,000', () => {
    expect([MILD_CEILING_SHU, SUPERHOT_MIN_SHU]).toEqual([2_500, 1_000_000]);
    expect(heatLevelOf(2_499)).toBe('mild');
    expect(heatLevelOf(2_500)).toBe('medium');
    expect(heatLevelOf(999_999)).toBe('very-hot');
    expect(heatLevelOf(1_000_000)).toBe('superhot');
  });
});

describe('a variety’s typical heat', () => {
  it('is halfway between the ends of its range, rounded up to a whole SHU', () => {
    expect(typicalShu({ shuMin: 100_000, shuMax: 350_000 })).toBe(225_000);
    expect(typicalShu({ shuMin: 0, shuMax: 1 })).toBe(1);
    expect(typicalShu({ shuMin: 0, shuMax: 0 })).toBe(0);
  });

  it('names the variety’s level', () => {
    expect(pepperHeatLevel({ shuMin: 0, shuMax: 0 })).toBe('no-heat');
    expect(pepperHeatLevel({ shuMin: 15_000, shuMax: 40_000 })).toBe('medium');
    expect(pepperHeatLevel({ shuMin: 855_000, shuMax: 1_041_427 })).toBe('very-hot');
    expect(pepperHeatLevel({ shuMin: 1_400_000, shuMax: 2_200_000 })).toBe('superhot');
  });
});

/** Every figure a level starts or ends at, and some in between, from nothing to the scale's end. */
const SAMPLE = [
  0, 1, 50, 1_000, 2_499, 2_500, 5_000, 15_000, 29_999, 30_000, 50_000, 99_999, 100_000, 225_000, 500_000,
  999_999, 1_000_000, 1_641_183, 2_200_000, 3_000_000, 16_000_000, 500_000_000,
];

describe('every screen that names a level', () => {
  it.each(SAMPLE)('names %s SHU the same', (shu) => {
    const level = heatLevelOf(shu);
    const label = heatLevelLabel(level);
    const pepper = { name: 'Sample', shuMin: shu, shuMax: shu, origin: 'Nowhere' };
    const named = { ...pepper, heatLevel: pepperHeatLevel(pepper) };

    // the database badge and its filter, the pepper page, the calculator and the Heat Index
    expect(named.heatLevel).toBe(level);
    expect(heatLabelOf(shu)).toBe(label);
    expect(blendLevel(shu)).toBe(label);
    expect(heatRangeOf(shu).level).toBe(level);
    expect(heatLine(named)).toMatch(new RegExp(`^${label} · `));
    // identification
    expect(identifiedHeatText(pepper)).toMatch(new RegExp(`^${label}: `));
    // collections
    expect(collectionMembers('superhots', [pepper]).length === 1).toBe(level === 'superhot');
    expect(collectionMembers('mild', [pepper]).length === 1).toBe(level === 'no-heat' || level === 'mild');
    // the quiz sends a tier to the database at a level the tier names, and its range holds the figure
    const tier = QUIZ_TIERS.find((t) => quizTierLevels(t.level).includes(level))!;
    expect(quizTierLevels(tier.level)).toContain(quizHeatFilter(tier.level));
    const [lo, hi] = tier.shuRange.replace('+', '-Infinity').split('-');
    expect(shu).toBeGreaterThanOrEqual(Number(lo.replace(/,/g, '')));
    expect(shu).toBeLessThanOrEqual(Number(hi.replace(/,/g, '')));
    // the preservation guide offers the level as a pepper type
    expect(PEPPER_TYPES).toContain(level);
    // the grow center files it under one category whose words match the level
    const categories = ['beginner', 'intermediate', 'expert'].filter(
      (c) => peppersForGrowCategory([named], c).length === 1,
    );
    expect(categories).toHaveLength(1);
    // the safety guide's risk bands change where the scale's levels do
    const band = RISK_BANDS.find((b) => shu >= b.min && shu <= b.max)!;
    const sameBand = HEAT_SCALE.filter((l) => l.min >= band.min && l.max <= band.max).map((l) => l.level);
    expect(sameBand).toContain(level);
  });
});

describe('risk bands', () => {
  it('are low, moderate, high, very high and extreme', () =>
    expect(RISK_BANDS.map((b) => b.label)).toEqual(['Low', 'Moderate', 'High', 'Very high', 'Extreme']));

  it('join No Heat and Mild as low risk and give each level above a band of its own, on its bounds', () =>
    expect(RISK_BANDS.map((b) => [b.level, b.min, b.max, b.heatLevels])).toEqual([
      ['low', 0, 2_499, ['no-heat', 'mild']],
      ['moderate', 2_500, 29_999, ['medium']],
      ['high', 30_000, 99_999, ['hot']],
      ['very-high', 100_000, 999_999, ['very-hot']],
      ['extreme', 1_000_000, Infinity, ['superhot']],
    ]));
});

describe('daily-value bars', () => {
  it.each([
    [0, 0],
    [42, 42],
    [99.5, 99.5],
    [100, 100],
    [100.1, 100],
    [240, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('fill %s% as %s%', (pct, width) => expect(dailyValueBarPercent(pct)).toBe(width));
});
