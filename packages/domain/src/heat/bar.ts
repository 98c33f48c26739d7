const percent = (value: number | null | undefined, scale: number) => {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.max(0, Math.min(100, (n / scale) * 100));
};

/** Home's heat bar width = shu / 3,500,000 as a percentage, capped at 100; 0 when missing. */
const HOME_HEAT_BAR_SCALE = 3_500_000;
/** Database heat bars scale to 3,000,000 SHU. */
const DATABASE_HEAT_BAR_SCALE = 3_000_000;

export function homeHeatBarPercent(shu?: number | null): number {
  return percent(shu, HOME_HEAT_BAR_SCALE);
}

export function databaseHeatBarPercent(shuMax: number): number {
  return percent(shuMax, DATABASE_HEAT_BAR_SCALE);
}
