import { describe, expect, it } from 'vitest';
import { heatLevelForShu, HEAT_LEVELS, homeHeatColor, homeHeatLabel } from './heat';

describe('home heat label and badge colour', () => {
  it.each([
    [undefined, 'Mild', 'green'],
    [null, 'Mild', 'green'],
    [Number.NaN, 'Mild', 'green'],
    [0, 'Mild', 'green'],
    [999, 'Mild', 'green'],
    [1_000, 'Medium', 'yellow'],
    [9_999, 'Medium', 'yellow'],
    [10_000, 'Hot', 'orange'],
    [99_999, 'Hot', 'orange'],
    [100_000, 'Very Hot', 'red'],
    [999_999, 'Very Hot', 'red'],
    [1_000_000, 'Extreme', 'purple'],
    [2_693_000, 'Extreme', 'purple'],
  ])('labels %s SHU %s in %s', (shu, label, color) => {
    expect(homeHeatLabel(shu)).toBe(label);
    expect(homeHeatColor(shu)).toBe(color);
  });

  it('labels 999 SHU Mild and 1,000 SHU Medium', () => {
    expect(homeHeatLabel(999)).toBe('Mild');
    expect(homeHeatLabel(1_000)).toBe('Medium');
  });

  it('labels a missing SHU Mild', () => expect(homeHeatLabel()).toBe('Mild'));
});

describe("a variety's heat level from the top of its range", () => {
  it.each([
    [0, 'mild'],
    [2_500, 'mild'],
    [2_501, 'medium'],
    [30_000, 'medium'],
    [30_001, 'hot'],
    [350_000, 'hot'],
    [350_001, 'extreme'],
    [2_693_000, 'extreme'],
  ])('rates %s SHU %s', (shu, level) => expect(heatLevelForShu(shu)).toBe(level));
});

describe('heat levels', () => {
  it('are mild, medium, hot and extreme', () =>
    expect(HEAT_LEVELS).toEqual(['mild', 'medium', 'hot', 'extreme']));
});
