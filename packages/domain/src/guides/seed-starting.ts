import { isTicked, toggleTick, type Ticks } from './ticks';

/** Four weeks of seed starting with their temperature ranges (°F). */
export const SEED_WEEKS = [
  { week: 1, temperatureF: '75-85' },
  { week: 2, temperatureF: '75-85' },
  { week: 3, temperatureF: '70-80' },
  { week: 4, temperatureF: '70-75' },
] as const;
const SEED_WEEK_COUNT = 4;

/** Germination days by heat class. */
export const GERMINATION = { mild: '7-14', medium: '10-21', hot: '14-28', superhot: '21-35+' } as const;

/** The selected week is 1 to 4; anything else is brought into range (default week 1). */
export function clampSeedWeek(week: unknown): number {
  const n = Math.trunc(Number(week));
  if (!Number.isFinite(n)) return 1;
  return Math.min(SEED_WEEK_COUNT, Math.max(1, n));
}

export type SeedTaskProgress = Ticks<number>;

/** Tasks are ticked done per week and task, in page memory only; a second tick undoes. */
export const toggleSeedTask: (progress: SeedTaskProgress, week: number, task: number) => SeedTaskProgress =
  toggleTick;
export const isSeedTaskDone: (progress: SeedTaskProgress, week: number, task: number) => boolean = isTicked;
