/** Dates are whole UTC calendar days (the domain's rule), shown the same way everywhere. */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
