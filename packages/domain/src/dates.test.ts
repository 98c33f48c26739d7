import { describe, expect, it } from 'vitest';
import { addDays, dayOfYear, parseDateInput, toDateInputValue, utcDay } from './dates';

describe('calendar dates', () => {
  it('parse a date input value as that day at 00:00 UTC', () =>
    expect(parseDateInput('2026-05-15')?.toISOString()).toBe('2026-05-15T00:00:00.000Z'));
  it('refuse blank or impossible dates', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('15/05/2026')).toBeNull();
  });
  it('add whole days across a daylight-saving change', () => {
    // 2026-03-08 is the US spring-forward day and 2026-03-29 the EU one: neither moves a UTC day.
    expect(toDateInputValue(addDays(parseDateInput('2026-03-07')!, 1))).toBe('2026-03-08');
    expect(toDateInputValue(addDays(parseDateInput('2026-03-28')!, 2))).toBe('2026-03-30');
  });
  it('add days across a leap day', () =>
    expect(toDateInputValue(addDays(parseDateInput('2028-02-28')!, 1))).toBe('2028-02-29'));
  it('subtract days across a year end', () =>
    expect(toDateInputValue(addDays(parseDateInput('2026-01-10')!, -56))).toBe('2025-11-15'));
  it('drop the time of day', () =>
    expect(utcDay(new Date('2026-05-15T23:59:59Z')).toISOString()).toBe('2026-05-15T00:00:00.000Z'));
});

describe('day of year', () => {
  it('counts 1 January as day 1', () => expect(dayOfYear(new Date(2026, 0, 1))).toBe(1));
  it('counts 1 March as day 60 in a common year and 61 in a leap year', () => {
    expect(dayOfYear(new Date(2026, 2, 1))).toBe(60);
    expect(dayOfYear(new Date(2024, 2, 1))).toBe(61);
  });
  it('counts 31 December as day 365, or 366 in a leap year', () => {
    expect(dayOfYear(new Date(2026, 11, 31, 23, 59))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
  });
  it('ignores the time of day', () =>
    expect(dayOfYear(new Date(2026, 5, 10, 0, 0))).toBe(dayOfYear(new Date(2026, 5, 10, 23, 59))));
});
