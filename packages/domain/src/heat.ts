/** A variety's heat level. */
export const HEAT_LEVELS = ['mild', 'medium', 'hot', 'extreme'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];
type HomeHeatLabel = 'Mild' | 'Medium' | 'Hot' | 'Very Hot' | 'Extreme';
type HeatColor = 'green' | 'yellow' | 'orange' | 'red' | 'purple';

const HOME_BANDS: readonly { below: number; label: HomeHeatLabel; color: HeatColor }[] = [
  { below: 1_000, label: 'Mild', color: 'green' },
  { below: 10_000, label: 'Medium', color: 'yellow' },
  { below: 100_000, label: 'Hot', color: 'orange' },
  { below: 1_000_000, label: 'Very Hot', color: 'red' },
  { below: Infinity, label: 'Extreme', color: 'purple' },
];

function homeBand(shu: number | null | undefined) {
  // Missing (and anything not a finite number) counts as 0, which is labelled Mild.
  const value = typeof shu === 'number' && Number.isFinite(shu) ? shu : 0;
  return HOME_BANDS.find((b) => value < b.below)!;
}

/** Missing or under 1,000 Mild; under 10,000 Medium; under 100,000 Hot; under 1,000,000 Very Hot; otherwise Extreme. */
export function homeHeatLabel(shu?: number | null): HomeHeatLabel {
  return homeBand(shu).label;
}

/** Badge colours by the same bands: green, yellow, orange, red, purple. */
export function homeHeatColor(shu?: number | null): HeatColor {
  return homeBand(shu).color;
}

/**
 * The product's one rule for a variety's heatLevel, from the top of its SHU range:
 * mild up to 2,500; medium up to 30,000; hot up to 350,000; extreme above 350,000.
 */
export function heatLevelForShu(shuMax: number): HeatLevel {
  if (shuMax <= 2_500) return 'mild';
  if (shuMax <= 30_000) return 'medium';
  if (shuMax <= 350_000) return 'hot';
  return 'extreme';
}
