/** Recipe times: the work (prep and cook), the wait (ferment, cure, marinade, rest…) and the total of both. */
import { counted } from '../numbers';

export interface RecipeTimes {
  prepTimeMinutes: number;
  cookTimeMinutes: number;
  wait?: { kind: string; minutes: number } | null;
}

/** What a recipe's wait is called on screen. */
export const RECIPE_WAIT_LABELS: Record<string, string> = {
  ferment: 'Ferment',
  cure: 'Cure',
  marinate: 'Marinate',
  pickle: 'Pickle',
  rest: 'Rest',
  chill: 'Chill',
  soak: 'Soak',
  steep: 'Steep',
};

export const waitLabel = (kind: string): string =>
  RECIPE_WAIT_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

const UNITS = [
  { minutes: 7 * 24 * 60, one: 'week', many: 'weeks' },
  { minutes: 24 * 60, one: 'day', many: 'days' },
  { minutes: 60, one: 'h', many: 'h' },
  { minutes: 1, one: 'min', many: 'min' },
] as const;

/**
 * A duration in the largest whole units that fit, at most two, so a ferment reads '2 weeks' and an overnight
 * marinade plus its cooking '8 h 30 min': 0 → '0 min', 90 → '1 h 30 min', 1440 → '1 day', 20185 → '2 weeks'.
 * Beyond the two largest units the remainder is dropped (minutes do not matter against a two-week ferment).
 */
export function formatDuration(minutes: number): string {
  let rest = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  if (rest === 0) return '0 min';
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.minutes);
    if (count > 0) {
      parts.push(counted(count, unit.one, unit.many));
      rest -= count * unit.minutes;
    }
    // Two units at most, and only adjacent ones: '2 weeks 25 min' would hide days and hours that are not there.
    if (parts.length === 2 || (parts.length === 1 && count === 0)) break;
  }
  return parts.join(' ');
}

/** Prep, cook and wait together. */
export function recipeTotalMinutes(r: RecipeTimes): number {
  return r.prepTimeMinutes + r.cookTimeMinutes + (r.wait?.minutes ?? 0);
}

/**
 * The time a recipe card shows. Without a wait it is the total; with one, the work and the wait that make up
 * the total ('25 min + 2 weeks ferment'), since a total of '2 weeks' alone hides how little of it is work.
 */
export function recipeTimeSummary(r: RecipeTimes): string {
  const work = formatDuration(r.prepTimeMinutes + r.cookTimeMinutes);
  if (!r.wait) return work;
  return `${work} + ${formatDuration(r.wait.minutes)} ${waitLabel(r.wait.kind).toLowerCase()}`;
}
