interface ShuBand<L extends string> {
  level: L;
  min: number;
  /** Inclusive upper bound; Infinity for the top band. */
  max: number;
  label: string;
}

/**
 * 0 no heat; 100-2,500 mild; 2,500-30,000 medium; 30,000-100,000 hot; 100,000-1,000,000 very hot;
 * above 1,000,000 superhot. The scale leaves 1-99 SHU unplaced: it counts as mild (it is not no heat).
 */
export const HEAT_SCALE: readonly ShuBand<'none' | 'mild' | 'medium' | 'hot' | 'very-hot' | 'superhot'>[] = [
  { level: 'none', min: 0, max: 0, label: 'No heat' },
  { level: 'mild', min: 1, max: 2_500, label: 'Mild' },
  { level: 'medium', min: 2_501, max: 30_000, label: 'Medium' },
  { level: 'hot', min: 30_001, max: 100_000, label: 'Hot' },
  { level: 'very-hot', min: 100_001, max: 1_000_000, label: 'Very hot' },
  { level: 'superhot', min: 1_000_001, max: Infinity, label: 'Superhot' },
];

/** Risk bands: 0-2,500 low; 2,500-30,000 moderate; 30,000-100,000 high; 100,000-1M very high; above 1M extreme. */
export const RISK_BANDS: readonly ShuBand<'low' | 'moderate' | 'high' | 'very-high' | 'extreme'>[] = [
  { level: 'low', min: 0, max: 2_500, label: 'Low' },
  { level: 'moderate', min: 2_501, max: 30_000, label: 'Moderate' },
  { level: 'high', min: 30_001, max: 100_000, label: 'High' },
  { level: 'very-high', min: 100_001, max: 1_000_000, label: 'Very high' },
  { level: 'extreme', min: 1_000_001, max: Infinity, label: 'Extreme' },
];

/** Nutrient daily-value bars cap at 100% (and never go below 0). */
export function dailyValueBarPercent(percent: number): number {
  return Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
}
