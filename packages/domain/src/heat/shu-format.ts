import { heatLevelLabel } from './scale';
import { formatCount } from '../numbers';

const finite = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

function compact(shu: number): string {
  if (shu >= 1_000_000) return `${(shu / 1_000_000).toFixed(1)}M`;
  // Rounded thousands, as the rule says: 999,500-999,999 reads '1000K' (still below the 1,000,000 'M' threshold).
  if (shu >= 1_000) return `${Math.round(shu / 1_000)}K`;
  return String(shu);
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
  const f = short ? formatShu : formatShuFull;
  return range.shuMin === range.shuMax
    ? `${f(range.shuMax)} SHU`
    : `${f(range.shuMin)} - ${f(range.shuMax)} SHU`;
}

/** A pepper's heat on one line, as a suggestion shows it: 'Very Hot · 100K-350K SHU' (one figure when min and max agree). */
export function heatLine(pepper: {
  heatLevel: string;
  shuMin: number;
  shuMax: number;
  shuMeasured?: boolean;
}): string {
  const level = heatLevelLabel(pepper.heatLevel);
  if (pepper.shuMeasured === false) return `${level} · ${SHU_NOT_MEASURED}`;
  const range =
    pepper.shuMin === pepper.shuMax
      ? formatShu(pepper.shuMax)
      : `${formatShu(pepper.shuMin)}-${formatShu(pepper.shuMax)}`;
  return `${level} · ${range} SHU`;
}
