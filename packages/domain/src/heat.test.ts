import { describe, expect, it } from 'vitest';
import { heatBadgeColor, heatLevelForShu, homeHeatColor, homeHeatLabel } from './heat';
import { databaseHeatBarPercent, homeHeatBarPercent, showsBomb } from './heat-bar';
import { formatShu, formatShuFull, formatShuHome } from './shu-format';

describe('home heat label and colour', () => {
  it.each([
    [undefined, 'Mild', 'green'],
    [null, 'Mild', 'green'],
    [0, 'Mild', 'green'],
    [999, 'Mild', 'green'],
    [1_000, 'Medium', 'yellow'],
    [9_999, 'Medium', 'yellow'],
    [10_000, 'Hot', 'orange'],
    [99_999, 'Hot', 'orange'],
    [100_000, 'Very Hot', 'red'],
    [999_999, 'Very Hot', 'red'],
    [1_000_000, 'Extreme', 'purple'],
  ])('labels %s SHU %s in %s', (shu, label, color) => {
    expect(homeHeatLabel(shu)).toBe(label);
    expect(homeHeatColor(shu)).toBe(color);
  });
});

describe('badge colours by level', () => {
  it('are mild green, medium yellow, hot orange, extreme red', () => {
    expect(['mild', 'medium', 'hot', 'extreme'].map((l) => heatBadgeColor(l as 'mild'))).toEqual(['green', 'yellow', 'orange', 'red']);
  });
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
  ])('%s SHU is %s', (shu, level) => expect(heatLevelForShu(shu)).toBe(level));
});

describe('SHU display', () => {
  it.each([
    [undefined, '0'],
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [8_000, '8K'],
    [1_499, '1K'],
    [1_500, '2K'],
    [999_499, '999K'],
    [1_000_000, '1.0M'],
    [1_641_183, '1.6M'],
    [2_693_000, '2.7M'],
  ])('home shows %s as %s', (shu, text) => expect(formatShuHome(shu)).toBe(text));

  it('shows raw numbers below 1,000, K from 1,000 and X.XM from 1,000,000', () => {
    expect(formatShu(0)).toBe('0');
    expect(formatShu(500)).toBe('500');
    expect(formatShu(1_000)).toBe('1K');
    expect(formatShu(350_000)).toBe('350K');
    expect(formatShu(2_200_000)).toBe('2.2M');
  });

  it('writes full figures with separators', () => expect(formatShuFull(2_693_000)).toBe('2,693,000'));
});

describe('heat bars and the bomb', () => {
  it('home bars scale to 3,500,000 and cap at 100', () => {
    expect(homeHeatBarPercent(undefined)).toBe(0);
    expect(homeHeatBarPercent(1_750_000)).toBe(50);
    expect(homeHeatBarPercent(3_500_000)).toBe(100);
    expect(homeHeatBarPercent(5_000_000)).toBe(100);
  });

  it('database bars scale to 3,000,000 and cap at 100', () => {
    expect(databaseHeatBarPercent(1_500_000)).toBe(50);
    expect(databaseHeatBarPercent(3_000_000)).toBe(100);
    expect(databaseHeatBarPercent(9_000_000)).toBe(100);
  });

  it('shows the bomb above 3,000,000 only', () => {
    expect(showsBomb(3_000_000)).toBe(false);
    expect(showsBomb(3_000_001)).toBe(true);
  });
});
