import { describe, expect, it } from 'vitest';
import { addDays, parseDateInput, toDateInputValue, utcDay } from './dates';

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
