const cap = (v: number) => Math.max(0, Math.min(100, v));

/** Home heat bar: shu / 3,500,000 as a percentage, capped at 100. */
export function homeHeatBarPercent(shu: number | null | undefined): number {
  return cap(((shu ?? 0) / 3_500_000) * 100);
}

/** Database heat bars scale to 3,000,000 SHU. */
export function databaseHeatBarPercent(shuMax: number): number {
  return cap((shuMax / 3_000_000) * 100);
}

/** A bomb icon shows when shuMax is above 3,000,000. */
export function showsBomb(shuMax: number): boolean {
  return shuMax > 3_000_000;
}
