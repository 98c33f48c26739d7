import { describe, expect, it } from 'vitest';
import { databaseHeatBarPercent, homeHeatBarPercent } from './bar';

describe('home heat bar (shu / 3,500,000, capped at 100)', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [35_000, 1],
    [1_750_000, 50],
    [3_499_999, (3_499_999 / 3_500_000) * 100],
    [3_500_000, 100],
    [3_500_001, 100],
    [500_000_000, 100],
  ])('fills %s SHU to %s%', (shu, pct) => expect(homeHeatBarPercent(shu)).toBeCloseTo(pct, 10));
});

describe('database heat bar (scaled to 3,000,000, between 0 and 100)', () => {
  it.each([
    [0, 0],
    [30_000, 1],
    [1_500_000, 50],
    [3_000_000, 100],
  ])('fills %s SHU to %s%', (shu, pct) => expect(databaseHeatBarPercent(shu)).toBe(pct));
  it.each([
    [3_000_001, 100],
    [9_000_000, 100],
    [-5, 0],
    [Number.NaN, 0],
  ])('keeps %s SHU inside the bar, at %s%', (shu, pct) => expect(databaseHeatBarPercent(shu)).toBe(pct));
});
