import { parseDateInput } from '@pepper/domain/dates';

/** A 'YYYY-MM-DD' day as "Tue, May 5", in UTC like the plan that made it. */
export function shortDay(day: string): string {
  const date = parseDateInput(day);
  return date
    ? date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    : day;
}

/** Today's calendar day where the grower is (not in UTC): the default of every date field. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const grams = (g: number) =>
  g >= 1000 ? `${(g / 1000).toFixed(2)} kg` : `${Math.round(g * 10) / 10} g`;
