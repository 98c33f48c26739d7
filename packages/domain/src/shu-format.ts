/** Spec 01 §9 (home): 0 or missing '0'; ≥1,000,000 millions with one decimal + 'M'; ≥1,000 rounded thousands + 'K'. */
export function formatShuHome(shu: number | null | undefined): string {
  if (!shu || !Number.isFinite(shu)) return '0';
  if (shu >= 1_000_000) return `${(shu / 1_000_000).toFixed(1)}M`;
  if (shu >= 1_000) return `${Math.round(shu / 1_000)}K`;
  return String(shu);
}

/** Spec 02 §9: ≥1,000,000 as X.XM, ≥1,000 as K, otherwise the raw number. */
export function formatShu(shu: number): string {
  if (shu >= 1_000_000) return `${(shu / 1_000_000).toFixed(1)}M`;
  if (shu >= 1_000) return `${Math.round(shu / 1_000)}K`;
  return String(shu);
}

/** Full figure with thousands separators: 2693000 → '2,693,000'. */
export function formatShuFull(shu: number): string {
  return Math.round(shu).toLocaleString('en-US');
}
