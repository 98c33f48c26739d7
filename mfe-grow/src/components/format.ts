import { parseDateInput } from '@pepper/domain/dates';

/** Dates are whole UTC calendar days (the domain's rule), shown the same way everywhere. */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A 'YYYY-MM-DD' day as "Tue, May 5", in UTC like the plan or the forecast that gave it. */
export function shortDay(day: string): string {
  const date = parseDateInput(day);
  return date
    ? date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    : day;
}
