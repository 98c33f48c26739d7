import { heatLevelLabel, heatLevelOf, typicalShu } from './scale';
import { formatCount } from '../numbers';

const finite = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

function compact(shu: number): string {
  if (shu >= 1_000_000) return `${(shu / 1_000_000).toFixed(1)}M`;
  // Rounded thousands, as the rule says: 999,500-999,999 reads '1000K' (still below the 1,000,000 'M' threshold).
  if (shu >= 1_000) return `${Math.round(shu / 1_000)}K`;
  return String(shu);
}

const compactValue = (shu: number, round: (n: number) => number): [text: string, value: number] => {
  if (shu >= 1_000_000) {
    const tenths = round(shu / 100_000);
    return [`${(tenths / 10).toFixed(1)}M`, tenths * 100_000];
  }
  if (shu >= 1_000) {
    const thousands = round(shu / 1_000);
    return [`${thousands}K`, thousands * 1_000];
  }
  const whole = round(shu);
  return [String(whole), whole];
};

/**
 * A figure written short ('19K', '1.8M') that still reads as the level of the exact figure: rounded to the
 * nearest, unless rounding would carry it over a level's bound (29,600 would read '30K', a Hot figure, beside
 * Medium), in which case it is rounded down ('29K'). 0 reads '0'.
 */
export function compactShuInLevel(shu: number): string {
  const n = Number.isFinite(shu) ? Math.max(0, shu) : 0;
  if (n === 0) return '0';
  const [nearest, value] = compactValue(n, Math.round);
  if (heatLevelOf(value) === heatLevelOf(n)) return nearest;
  const [down, downValue] = compactValue(n, Math.floor);
  // Below 1 SHU rounding down would read 0 (No Heat); such a figure is written whole.
  return downValue > 0 ? down : String(n);
}

/**
 * Whether a range written short still holds the variety's typical heat, the figure its level comes from: 900 -
 * 1,200 SHU written '900 - 1K' would leave out its typical 1,050, so such a range is written in full.
 */
function compactHoldsTypical(range: { shuMin: number; shuMax: number }): boolean {
  const t = typicalShu(range);
  const [, lo] = compactValue(finite(range.shuMin), Math.round);
  const [, hi] = compactValue(finite(range.shuMax), Math.round);
  return lo <= t && t <= hi;
}

/** SHU on home: 0 or missing shows '0'; 1,000,000 or more millions with one decimal + 'M'; 1,000 or more rounded thousands + 'K'. */
export function formatShuHome(shu?: number | null): string {
  const n = finite(shu);
  return n === 0 ? '0' : compact(n);
}

/** 1,000,000 or more as X.XM, 1,000 or more as K (rounded thousands), otherwise the raw number. */
function formatShu(shu: number): string {
  return compact(finite(shu));
}

/** The full figure with thousands separators: 2693000 → '2,693,000' (rounded to a whole number, locale-independent). */
export function formatShuFull(shu: number): string {
  return formatCount(Math.round(finite(shu)));
}

/** What the app says instead of figures for a variety whose heat was never measured. */
export const SHU_NOT_MEASURED = 'SHU not measured';

/**
 * A Scoville range as the app writes it: '100,000 - 350,000 SHU', one figure when both ends agree. `compact`
 * writes the figures short ('100K - 350K SHU'), as lists of cards do. A variety never measured
 * (`shuMeasured: false`) reads 'SHU not measured': its figures are an estimate that only places it on the scale.
 */
export function shuRangeText(
  range: { shuMin: number; shuMax: number; shuMeasured?: boolean },
  { compact: short = false }: { compact?: boolean } = {},
): string {
  if (range.shuMeasured === false) return SHU_NOT_MEASURED;
  // One figure written short stays in its level (999,999 reads '999K', not a superhot '1000K').
  if (short && range.shuMin === range.shuMax) return `${compactShuInLevel(finite(range.shuMax))} SHU`;
  const f = short && compactHoldsTypical(range) ? formatShu : formatShuFull;
  return range.shuMin === range.shuMax
    ? `${f(range.shuMax)} SHU`
    : `${f(range.shuMin)} - ${f(range.shuMax)} SHU`;
}

/**
 * A pepper's heat on one line, as a suggestion shows it: 'Very Hot · 100K-350K SHU' (one figure, kept in its
 * level, when min and max agree).
 */
export function heatLine(pepper: {
  heatLevel: string;
  shuMin: number;
  shuMax: number;
  shuMeasured?: boolean;
}): string {
  const level = heatLevelLabel(pepper.heatLevel);
  if (pepper.shuMeasured === false) return `${level} · ${SHU_NOT_MEASURED}`;
  const f = compactHoldsTypical(pepper) ? formatShu : formatShuFull;
  const range =
    pepper.shuMin === pepper.shuMax
      ? compactShuInLevel(pepper.shuMax)
      : `${f(pepper.shuMin)}-${f(pepper.shuMax)}`;
  return `${level} · ${range} SHU`;
}
