import { describe, expect, it } from 'vitest';
import {
  clampShuRange,
  HEAT_RANGES,
  heatRangeCounts,
  heatRangeOf,
  peppersInRange,
  positionOfShu,
  SCOVILLE_MAX,
  SCOVILLE_MIN,
  shuAtPosition,
  SLIDER_DENSE_MAX_SHU,
  SLIDER_STEPS,
} from './ranges';
import { heatLevelOf } from './scale';

describe('the ten heat ranges', () => {
  it('keep the product’s names, on the heat scale’s bounds', () => {
    expect(HEAT_RANGES.map((r) => [r.name, r.min, r.max])).toEqual([
      ['No Heat', 0, 0],
      ['Mild', 1, 2_499],
      ['Medium', 2_500, 29_999],
      ['Hot', 30_000, 99_999],
      ['Very Hot', 100_000, 999_999],
      ['Extremely Hot', 1_000_000, 2_199_999],
      ['Nuclear', 2_200_000, 3_499_999],
      ['Ultra Nuclear', 3_500_000, 9_999_999],
      ['Experimental', 10_000_000, 49_999_999],
      ['Theoretical', 50_000_000, 500_000_000],
    ]);
  });

  it('leave no gaps between neighbours', () => {
    for (let i = 1; i < HEAT_RANGES.length; i++) expect(HEAT_RANGES[i].min).toBe(HEAT_RANGES[i - 1].max + 1);
  });

  it('each lie inside one level of the scale', () => {
    for (const r of HEAT_RANGES) {
      expect(heatLevelOf(r.min)).toBe(r.level);
      expect(heatLevelOf(r.max)).toBe(r.level);
    }
  });

  it('name the range of a figure', () => {
    expect(heatRangeOf(0).name).toBe('No Heat');
    expect(heatRangeOf(2_200_000).name).toBe('Nuclear');
    expect(heatRangeOf(900_000_000).name).toBe('Theoretical');
  });
});

describe('heat range counts', () => {
  it('count each variety once, by its typical heat, so they add up to the number of varieties', () => {
    const peppers = [
      { shuMin: 0, shuMax: 0 },
      { shuMin: 2_500, shuMax: 8_000 },
      // 15,000-40,000 overlaps Medium and Hot; its typical 27,500 puts it in Medium only.
      { shuMin: 15_000, shuMax: 40_000 },
      { shuMin: 855_000, shuMax: 1_041_427 },
      { shuMin: 1_400_000, shuMax: 2_200_000 },
    ];
    const counts = heatRangeCounts(peppers);
    expect(Object.fromEntries(counts)).toMatchObject({
      'No Heat': 1,
      Medium: 2,
      'Very Hot': 1,
      'Extremely Hot': 1,
      Hot: 0,
    });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(peppers.length);
  });
});

describe('the heat index slider', () => {
  it('runs from 0 to 500,000,000', () => {
    expect([SCOVILLE_MIN, SCOVILLE_MAX]).toEqual([0, 500_000_000]);
    expect(shuAtPosition(0)).toBe(0);
    expect(shuAtPosition(SLIDER_STEPS)).toBe(500_000_000);
  });

  it('puts 1,000, 100,000 and 2,000,000 SHU at distinct positions, spread over the track', () => {
    const positions = [0, 1_000, 100_000, 2_000_000, 500_000_000].map(positionOfShu);
    for (let i = 1; i < positions.length; i++) expect(positions[i] - positions[i - 1]).toBeGreaterThan(100);
  });

  it('spends most of its length where peppers grow, 0 to 10,000,000 SHU, and the rest reaching 500,000,000', () => {
    expect(positionOfShu(SLIDER_DENSE_MAX_SHU)).toBe(910);
    expect(shuAtPosition(910)).toBe(10_000_000);
    // Experimental and Theoretical, which no variety reaches, take under a tenth of the track.
    expect(SLIDER_STEPS - positionOfShu(10_000_000)).toBeLessThan(SLIDER_STEPS / 10);
    // Each tenfold below 10,000,000 SHU gets the same length, longer than any above it.
    expect(positionOfShu(10_000) - positionOfShu(1_000)).toBe(130);
    expect(positionOfShu(100_000_000) - positionOfShu(10_000_000)).toBeLessThan(130);
  });

  it('lands on round figures near the ones asked for', () => {
    for (const shu of [1_000, 100_000, 2_000_000]) expect(shuAtPosition(positionOfShu(shu))).toBe(shu);
    expect(shuAtPosition(positionOfShu(2_500))).toBeCloseTo(2_500, -2);
  });

  it('rises with every step', () => {
    for (let p = 1; p <= SLIDER_STEPS; p++)
      expect(shuAtPosition(p)).toBeGreaterThanOrEqual(shuAtPosition(p - 1));
    expect(shuAtPosition(1)).toBeGreaterThan(0);
  });

  it('keeps 0 SHU at the left end', () => {
    expect(positionOfShu(0)).toBe(0);
    expect(positionOfShu(1)).toBe(1);
  });

  it('clamps typed figures below 0 and above 500,000,000, low handle first', () => {
    expect(clampShuRange([-5, 600_000_000])).toEqual([0, 500_000_000]);
    expect(clampShuRange([300_000, 100_000])).toEqual([100_000, 300_000]);
    expect(clampShuRange([Number.NaN, 5])).toEqual([0, 5]);
  });
});

describe('peppers inside the chosen range', () => {
  const habanero = { name: 'Habanero', shuMin: 100_000, shuMax: 350_000 };
  const jalapeno = { name: 'Jalapeño', shuMin: 2_500, shuMax: 8_000 };
  const bell = { name: 'Bell', shuMin: 0, shuMax: 0 };
  const list = [habanero, jalapeno, bell];

  it('holds the peppers whose typical heat lies in it, coolest first', () =>
    expect(peppersInRange(list, [0, 10_000])).toEqual([bell, jalapeno]));
  it('includes a typical heat on either end', () => {
    expect(peppersInRange(list, [225_000, 400_000])).toEqual([habanero]);
    expect(peppersInRange(list, [90_000, 225_000])).toEqual([habanero]);
  });
  it('leaves out a pepper that only touches the range with an end of its own', () =>
    expect(peppersInRange(list, [340_000, 400_000])).toEqual([]));
  it('accepts the handles in either order', () =>
    expect(peppersInRange(list, [10_000, 0])).toEqual([bell, jalapeno]));
  it('does not reorder the input', () => {
    peppersInRange(list, [0, 500_000_000]);
    expect(list).toEqual([habanero, jalapeno, bell]);
  });
});
