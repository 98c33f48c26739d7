export interface HeatRange {
  name: string;
  min: number;
  max: number;
}

/** The ten heat range cards of the heat index, in SHU, inclusive at both ends. */
export const HEAT_RANGES: readonly HeatRange[] = [
  { name: 'No Heat', min: 0, max: 0 },
  { name: 'Mild', min: 1, max: 10_000 },
  { name: 'Medium', min: 10_001, max: 100_000 },
  { name: 'Hot', min: 100_001, max: 500_000 },
  { name: 'Very Hot', min: 500_001, max: 1_000_000 },
  { name: 'Extremely Hot', min: 1_000_001, max: 2_200_000 },
  { name: 'Nuclear', min: 2_200_001, max: 3_500_000 },
  { name: 'Ultra Nuclear', min: 3_500_001, max: 10_000_000 },
  { name: 'Experimental', min: 10_000_001, max: 50_000_000 },
  { name: 'Theoretical', min: 50_000_001, max: 500_000_000 },
];

/** The slider runs over 0..500,000,000 SHU in steps of 10,000. */
export const SCOVILLE_MIN = 0;
export const SCOVILLE_MAX = 500_000_000;
export const SCOVILLE_STEP = 10_000;

const snap = (v: number) => {
  const n = Number.isFinite(v) ? v : SCOVILLE_MIN;
  const clamped = Math.min(SCOVILLE_MAX, Math.max(SCOVILLE_MIN, n));
  // Nearest step, as a slider snaps; 0 and 500,000,000 are both multiples of 10,000.
  return Math.round(clamped / SCOVILLE_STEP) * SCOVILLE_STEP;
};

/** The range is clamped to 0..500,000,000 on the 10,000 step, low handle first. */
export function clampShuRange([a, b]: readonly [number, number]): [number, number] {
  const lo = snap(a);
  const hi = snap(b);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/**
 * The peppers inside the chosen range. A pepper is in when its own shuMin..shuMax overlaps
 * the range (ends included); coolest first by shuMax, ties keep the list's order.
 */
export function peppersInRange<T extends { shuMin: number; shuMax: number }>(
  peppers: readonly T[],
  [lo, hi]: readonly [number, number],
): T[] {
  const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
  return peppers.filter((p) => p.shuMin <= b && p.shuMax >= a).sort((x, y) => x.shuMax - y.shuMax);
}
