import type { HeatLevel } from '@pepper/contract';
import { HEAT_SCALE, SUPERHOT_MIN_SHU, typicalShu } from './scale';

export interface HeatRange {
  name: string;
  min: number;
  max: number;
  /** The scale's level the range lies inside. */
  level: HeatLevel;
}

const level = (key: HeatLevel) => HEAT_SCALE.find((l) => l.level === key)!;
const span = (key: HeatLevel) => ({ min: level(key).min, max: level(key).max });

/**
 * The Heat Index's ten named ranges, in SHU, inclusive at both ends. Each lies inside one level of the heat
 * scale: the five cooler ones are the levels themselves, and the five hottest divide Superhot.
 */
export const HEAT_RANGES: readonly HeatRange[] = [
  { name: 'No Heat', ...span('no-heat'), level: 'no-heat' },
  { name: 'Mild', ...span('mild'), level: 'mild' },
  { name: 'Medium', ...span('medium'), level: 'medium' },
  { name: 'Hot', ...span('hot'), level: 'hot' },
  { name: 'Very Hot', ...span('very-hot'), level: 'very-hot' },
  { name: 'Extremely Hot', min: SUPERHOT_MIN_SHU, max: 2_199_999, level: 'superhot' },
  { name: 'Nuclear', min: 2_200_000, max: 3_499_999, level: 'superhot' },
  { name: 'Ultra Nuclear', min: 3_500_000, max: 9_999_999, level: 'superhot' },
  { name: 'Experimental', min: 10_000_000, max: 49_999_999, level: 'superhot' },
  { name: 'Theoretical', min: 50_000_000, max: 500_000_000, level: 'superhot' },
];

/** The Heat Index's range for an SHU figure (above 500,000,000 still reads Theoretical). */
export function heatRangeOf(shu: number): HeatRange {
  const n = Number.isFinite(shu) ? Math.max(0, shu) : 0;
  return [...HEAT_RANGES].reverse().find((r) => n >= r.min) ?? HEAT_RANGES[0];
}

/**
 * How many varieties each range holds, each counted once, by its typical heat; the counts add up to the
 * number of varieties.
 */
export function heatRangeCounts(peppers: readonly { shuMin: number; shuMax: number }[]): Map<string, number> {
  const counts = new Map(HEAT_RANGES.map((r) => [r.name, 0]));
  for (const p of peppers) {
    const name = heatRangeOf(typicalShu(p)).name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** The slider runs over 0..500,000,000 SHU. */
export const SCOVILLE_MIN = 0;
export const SCOVILLE_MAX = 500_000_000;

/**
 * The slider's track is logarithmic: position 0 is 0 SHU, and the rest runs from 1 SHU to 500,000,000 in equal
 * steps per tenfold, so 1,000, 100,000 and 2,000,000 SHU sit far apart. The tenfolds where peppers grow (1 to
 * 10,000,000 SHU, up to the end of Ultra Nuclear) get 130 stops each, most of the track; the two ranges no variety
 * reaches (Experimental and Theoretical, 10,000,000 to 500,000,000) share the last 90 stops, so the track still
 * reaches the specification's 500,000,000.
 */
export const SLIDER_STEPS = 1_000;
/** Where the pepper-bearing part of the track ends: the top of Ultra Nuclear. */
export const SLIDER_DENSE_MAX_SHU = 10_000_000;
/** Stops per tenfold from 1 to SLIDER_DENSE_MAX_SHU: 7 tenfolds over 910 stops. */
const STOPS_PER_DECADE = 130;
const DENSE_DECADES = Math.log10(SLIDER_DENSE_MAX_SHU);
/** The stop at SLIDER_DENSE_MAX_SHU (910). */
export const SLIDER_DENSE_END = DENSE_DECADES * STOPS_PER_DECADE;
const SPARSE_DECADES = Math.log10(SCOVILLE_MAX / SLIDER_DENSE_MAX_SHU);

/** SHU figures a slider stop lands on: two significant figures, so the figures read cleanly. */
function roundShu(n: number): number {
  if (n < 10) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The tenfold exponent (log10 SHU) at a track position, over the two parts of the track. */
function decadeAt(p: number): number {
  if (p <= SLIDER_DENSE_END) return p / STOPS_PER_DECADE;
  return DENSE_DECADES + ((p - SLIDER_DENSE_END) / (SLIDER_STEPS - SLIDER_DENSE_END)) * SPARSE_DECADES;
}

/** The SHU figure at a slider position (0..SLIDER_STEPS). */
export function shuAtPosition(position: number): number {
  const p = Math.min(SLIDER_STEPS, Math.max(0, Number.isFinite(position) ? position : 0));
  if (p === 0) return SCOVILLE_MIN;
  if (p === SLIDER_STEPS) return SCOVILLE_MAX;
  return Math.min(SCOVILLE_MAX, roundShu(10 ** decadeAt(p)));
}

/** The slider position of an SHU figure (the nearest stop; 0 SHU at the left end). */
export function positionOfShu(shu: number): number {
  const n = Number.isFinite(shu) ? Math.min(SCOVILLE_MAX, Math.max(SCOVILLE_MIN, shu)) : 0;
  if (n < 1) return 0;
  const decade = Math.log10(n);
  const p =
    decade <= DENSE_DECADES
      ? decade * STOPS_PER_DECADE
      : SLIDER_DENSE_END + ((decade - DENSE_DECADES) / SPARSE_DECADES) * (SLIDER_STEPS - SLIDER_DENSE_END);
  return Math.max(1, Math.round(p));
}

/** A typed range is clamped to 0..500,000,000 and put low end first. */
export function clampShuRange([a, b]: readonly [number, number]): [number, number] {
  const clamp = (v: number) =>
    Math.round(Math.min(SCOVILLE_MAX, Math.max(SCOVILLE_MIN, Number.isFinite(v) ? v : SCOVILLE_MIN)));
  const lo = clamp(a);
  const hi = clamp(b);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/**
 * The peppers inside the chosen range: those whose typical heat lies in it (ends included), so a range card's
 * count and the list it opens agree. Coolest first by typical heat; ties keep the list's order.
 */
export function peppersInRange<T extends { shuMin: number; shuMax: number }>(
  peppers: readonly T[],
  [lo, hi]: readonly [number, number],
): T[] {
  const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
  return peppers
    .filter((p) => {
      const t = typicalShu(p);
      return t >= a && t <= b;
    })
    .sort((x, y) => typicalShu(x) - typicalShu(y));
}
