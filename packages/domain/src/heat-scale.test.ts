import { describe, expect, it } from 'vitest';
import { dailyValueBarPercent, HEAT_SCALE, heatScaleLevel, RISK_BANDS, riskBand } from './heat-scale';

describe('the heat scale (spec 02 §9)', () => {
  it('has six levels from no heat to superhot', () => expect(HEAT_SCALE.map((l) => l.level)).toEqual(['none', 'mild', 'medium', 'hot', 'very-hot', 'superhot']));
  it.each([
    [0, 'none'],
    [1, 'mild'],
    [100, 'mild'],
    [2_500, 'mild'],
    [2_501, 'medium'],
    [30_000, 'medium'],
    [30_001, 'hot'],
    [100_000, 'hot'],
    [100_001, 'very-hot'],
    [1_000_000, 'very-hot'],
    [1_000_001, 'superhot'],
    [2_693_000, 'superhot'],
  ])('puts %s SHU at %s', (shu, level) => expect(heatScaleLevel(shu).level).toBe(level));
  it('treats a negative or non-number as no heat', () => {
    expect(heatScaleLevel(-1).level).toBe('none');
    expect(heatScaleLevel(Number.NaN).level).toBe('none');
  });
});

describe('risk bands (spec 02 §9)', () => {
  it('are low, moderate, high, very high and extreme', () => expect(RISK_BANDS.map((b) => b.label)).toEqual(['Low', 'Moderate', 'High', 'Very high', 'Extreme']));
  it.each([
    [0, 'low'],
    [2_500, 'low'],
    [2_501, 'moderate'],
    [30_000, 'moderate'],
    [30_001, 'high'],
    [100_000, 'high'],
    [100_001, 'very-high'],
    [1_000_000, 'very-high'],
    [1_000_001, 'extreme'],
  ])('rate %s SHU %s', (shu, level) => expect(riskBand(shu).level).toBe(level));
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
