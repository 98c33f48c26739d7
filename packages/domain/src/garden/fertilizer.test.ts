import { describe, expect, it } from 'vitest';
import { FERTILIZER_SCHEDULE, fertilizerAmount } from './fertilizer';

describe('feeding schedule', () => {
  it('cuts nitrogen relative to phosphorus once flowers open', () => {
    const [n, p] = FERTILIZER_SCHEDULE.flowering.npk.split('-').map(Number);
    expect(n).toBeLessThan(p);
  });
  it('feeds at transplant once', () => expect(FERTILIZER_SCHEDULE.seedling.everyDays).toBeNull());
});

describe('fertilizer per application', () => {
  it('sizes 1 lb per 100 sq ft for a 40 sq ft bed as 0.4 lb, 6.4 oz, 181 g', () => {
    expect(fertilizerAmount({ bedAreaSqFt: 40, stage: 'vegetative' })).toEqual({
      pounds: 0.4,
      ounces: 6.4,
      grams: 181,
    });
  });
  it('doubles the rate at transplant', () =>
    expect(fertilizerAmount({ bedAreaSqFt: 100, stage: 'seedling' })).toEqual({
      pounds: 2,
      ounces: 32,
      grams: 907,
    }));
  it('gives nothing for a negative or non-numeric area', () => {
    expect(fertilizerAmount({ bedAreaSqFt: -5, stage: 'fruiting' })).toEqual({
      pounds: 0,
      ounces: 0,
      grams: 0,
    });
    expect(fertilizerAmount({ bedAreaSqFt: 'big', stage: 'fruiting' })).toEqual({
      pounds: 0,
      ounces: 0,
      grams: 0,
    });
  });
  it('coerces a numeric string area', () =>
    expect(fertilizerAmount({ bedAreaSqFt: '40', stage: 'flowering' }).grams).toBe(181));
});
