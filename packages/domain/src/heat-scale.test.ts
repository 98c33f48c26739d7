import { describe, expect, it } from 'vitest';
import { dailyValueBarPercent, HEAT_SCALE, RISK_BANDS } from './heat-scale';

describe('the heat scale', () => {
  it('has six levels from no heat to superhot', () =>
    expect(HEAT_SCALE.map((l) => l.level)).toEqual([
      'none',
      'mild',
      'medium',
      'hot',
      'very-hot',
      'superhot',
    ]));
});

describe('risk bands', () => {
  it('are low, moderate, high, very high and extreme', () =>
    expect(RISK_BANDS.map((b) => b.label)).toEqual(['Low', 'Moderate', 'High', 'Very high', 'Extreme']));
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
