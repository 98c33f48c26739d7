import { describe, expect, it } from 'vitest';
import { SPACING_DEFAULTS, spacingPlan } from './spacing';

type Bed = Parameters<typeof spacingPlan>[0];

describe('spacing', () => {
  it('plants 6 per row in 2 rows, 12 in all, by default', () =>
    expect(spacingPlan(SPACING_DEFAULTS)).toEqual({ plantsPerRow: 6, rows: 2, total: 12 }));

  // [what it does, bed length ft, bed width ft, spacing in, plants per row, rows, total]
  it.each<[string, Bed['bedLengthFt'], Bed['bedWidthFt'], Bed['spacingIn'], number, number, number]>([
    ['floors partial plants', 10, 4, 17, 7, 2, 14],
    ['fits a plant exactly at the boundary', 1.5, 1.5, 18, 1, 1, 1],
    ['fits none just under it', 1.49, 1.5, 18, 0, 1, 0],
    ['coerces text to numbers', '10', '4', '12', 10, 4, 40],
    ['counts non-numbers as 0', 'x', 4, 18, 0, 2, 0],
    ['plants nothing at a spacing of 0, never Infinity', 10, 4, 0, 0, 0, 0],
    ['plants nothing at a blank spacing', 10, 4, '', 0, 0, 0],
  ])('%s', (_, bedLengthFt, bedWidthFt, spacingIn, plantsPerRow, rows, total) =>
    expect(spacingPlan({ bedLengthFt, bedWidthFt, spacingIn })).toEqual({ plantsPerRow, rows, total }),
  );

  it('plants nothing in a negative bed', () =>
    expect(spacingPlan({ bedLengthFt: -10, bedWidthFt: 4, spacingIn: 18 }).total).toBe(0));
});
