/** Spec 02 §9: four weeks of seed starting with their soil temperature ranges (°F). */
export const SEED_WEEKS = [
  { week: 1, temperatureF: '75-85' },
  { week: 2, temperatureF: '75-85' },
  { week: 3, temperatureF: '70-80' },
  { week: 4, temperatureF: '70-75' },
] as const;

/** Germination days by heat class. */
export const GERMINATION_DAYS = { mild: '7-14', medium: '10-21', hot: '14-28', superhot: '21-35+' } as const;

export type SeedTaskProgress = Readonly<Record<number, readonly number[]>>;

/** Tasks are ticked done per week and task, in page memory only. */
export function toggleSeedTask(progress: SeedTaskProgress, week: number, task: number): SeedTaskProgress {
  const done = progress[week] ?? [];
  return { ...progress, [week]: done.includes(task) ? done.filter((t) => t !== task) : [...done, task] };
}
