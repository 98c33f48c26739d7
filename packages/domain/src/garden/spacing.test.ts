import { describe, expect, it } from 'vitest';
import { SPACING_DEFAULTS, spacingPlan } from './spacing';

describe('spacing', () => {
  it('plants 6 per row in 2 rows, 12 in all, by default', () =>
    expect(spacingPlan(SPACING_DEFAULTS)).toEqual({ plantsPerRow: 6, rows: 2, total: 12 }));
  it('floors partial plants', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 17 })).toEqual({
      plantsPerRow: 7,
      rows: 2,
      total: 14,
    }));
  it('fits a plant exactly at the boundary', () =>
    expect(spacingPlan({ bedLengthFt: 1.5, bedWidthFt: 1.5, spacingIn: 18 })).toEqual({
      plantsPerRow: 1,
      rows: 1,
      total: 1,
    }));
  it('fits none just under it', () =>
    expect(spacingPlan({ bedLengthFt: 1.49, bedWidthFt: 1.5, spacingIn: 18 })).toEqual({
      plantsPerRow: 0,
      rows: 1,
      total: 0,
    }));
  it('coerces text to numbers', () =>
    expect(spacingPlan({ bedLengthFt: '10', bedWidthFt: '4', spacingIn: '12' })).toEqual({
      plantsPerRow: 10,
      rows: 4,
      total: 40,
    }));
  it('counts non-numbers as 0', () =>
    expect(spacingPlan({ bedLengthFt: 'x', bedWidthFt: 4, spacingIn: 18 })).toEqual({
      plantsPerRow: 0,
      rows: 2,
      total: 0,
    }));
  it('plants nothing at a spacing of 0, never Infinity', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 0 })).toEqual({
      plantsPerRow: 0,
      rows: 0,
      total: 0,
    }));
  it('plants nothing at a blank spacing', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: '' })).toEqual({
      plantsPerRow: 0,
      rows: 0,
      total: 0,
    }));
  it('plants nothing in a negative bed', () =>
    expect(spacingPlan({ bedLengthFt: -10, bedWidthFt: 4, spacingIn: 18 }).total).toBe(0));
});
