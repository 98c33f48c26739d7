const DAY_MS = 86_400_000;

/** The UTC calendar day of a date, at 00:00 UTC. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Adds whole calendar days in UTC, so a daylight-saving change never shifts the result by a day. */
export function addDays(date: Date, days: number): Date {
  return new Date(utcDay(date).getTime() + days * DAY_MS);
}

/** Parses 'YYYY-MM-DD' (a date input's value) as that calendar day at 00:00 UTC; null when blank or not a real date. */
export function parseDateInput(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/** The 'YYYY-MM-DD' of a date's UTC calendar day (the inverse of parseDateInput). */
export function toDateInputValue(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Day of the year on the local calendar, 1 January being day 1 (so 31 December is 365, or 366 in a leap year). */
export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 1);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - start) / 86_400_000) + 1;
}
