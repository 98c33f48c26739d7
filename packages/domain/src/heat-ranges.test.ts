import { describe, expect, it } from 'vitest';
import {
  clampShuRange,
  HEAT_RANGES,
  peppersInRange,
  SCOVILLE_MAX,
  SCOVILLE_MIN,
  SCOVILLE_STEP,
} from './heat-ranges';

describe('the ten heat ranges', () => {
  it('are exactly the product’s names and bounds', () => {
    expect(HEAT_RANGES.map((r) => [r.name, r.min, r.max])).toEqual([
      ['No Heat', 0, 0],
      ['Mild', 1, 10_000],
      ['Medium', 10_001, 100_000],
      ['Hot', 100_001, 500_000],
      ['Very Hot', 500_001, 1_000_000],
      ['Extremely Hot', 1_000_001, 2_200_000],
      ['Nuclear', 2_200_001, 3_500_000],
      ['Ultra Nuclear', 3_500_001, 10_000_000],
      ['Experimental', 10_000_001, 50_000_000],
      ['Theoretical', 50_000_001, 500_000_000],
    ]);
  });

  it('leave no gaps between neighbours', () => {
    for (let i = 1; i < HEAT_RANGES.length; i++) expect(HEAT_RANGES[i].min).toBe(HEAT_RANGES[i - 1].max + 1);
  });
});

describe('the heat index slider', () => {
  it('runs from 0 to 500,000,000 in steps of 10,000', () => {
    expect([SCOVILLE_MIN, SCOVILLE_MAX, SCOVILLE_STEP]).toEqual([0, 500_000_000, 10_000]);
  });

  it('clamps below 0 and above 500,000,000', () => {
    expect(clampShuRange([-5, 600_000_000])).toEqual([0, 500_000_000]);
    expect(clampShuRange([0, 500_000_000])).toEqual([0, 500_000_000]);
  });

  it('snaps to the 10,000 step', () => {
    expect(clampShuRange([14_999, 15_000])).toEqual([10_000, 20_000]);
    expect(clampShuRange([4_999, 5_000])).toEqual([0, 10_000]);
    expect(clampShuRange([499_999_999, 499_995_000])).toEqual([500_000_000, 500_000_000]);
  });

  it('keeps the low handle first', () =>
    expect(clampShuRange([300_000, 100_000])).toEqual([100_000, 300_000]));
  it('treats a non-number as 0', () => expect(clampShuRange([Number.NaN, 5])).toEqual([0, 0]));
});

describe('peppers inside the chosen range', () => {
  const habanero = { name: 'Habanero', shuMin: 100_000, shuMax: 350_000 };
  const jalapeno = { name: 'Jalapeño', shuMin: 2_500, shuMax: 8_000 };
  const bell = { name: 'Bell', shuMin: 0, shuMax: 0 };
  const list = [habanero, jalapeno, bell];

  it('includes a pepper whose range overlaps, sorted by shuMax', () => {
    expect(peppersInRange(list, [0, 10_000])).toEqual([bell, jalapeno]);
  });
  it('includes a pepper touching the range at its top end', () =>
    expect(peppersInRange(list, [350_000, 400_000])).toEqual([habanero]));
  it('includes a pepper touching the range at its bottom end', () =>
    expect(peppersInRange(list, [90_000, 100_000])).toEqual([habanero]));
  it('excludes a pepper just outside', () => expect(peppersInRange(list, [350_001, 400_000])).toEqual([]));
  it('includes a pepper whose range contains the whole selection', () =>
    expect(peppersInRange(list, [200_000, 210_000])).toEqual([habanero]));
  it('accepts the handles in either order', () =>
    expect(peppersInRange(list, [10_000, 0])).toEqual([bell, jalapeno]));
  it('does not reorder the input', () => {
    peppersInRange(list, [0, 500_000_000]);
    expect(list).toEqual([habanero, jalapeno, bell]);
  });
});
