import { GERMINATION_DAYS, rangeLabel } from '../grow-calendar/lead-times';
import { isTicked, toggleTick, type Ticks } from './ticks';

/** Four weeks of seed starting with their temperature ranges (°F). */
export const SEED_WEEKS = [
  { week: 1, temperatureF: '75-85' },
  { week: 2, temperatureF: '75-85' },
  { week: 3, temperatureF: '70-80' },
  { week: 4, temperatureF: '70-75' },
] as const;
const SEED_WEEK_COUNT = 4;

/** Germination days by heat class, as the lead-time rule gives them ('7-14', …, '21-35+'). */
export const GERMINATION = {
  mild: rangeLabel(GERMINATION_DAYS.mild),
  medium: rangeLabel(GERMINATION_DAYS.medium),
  hot: rangeLabel(GERMINATION_DAYS.hot),
  superhot: rangeLabel(GERMINATION_DAYS.superhot),
} as const;

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
