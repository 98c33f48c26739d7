import { describe, expect, it } from 'vitest';
import { toDateInputValue } from '../dates';
import { plantingCalendar } from './planting-calendar';

const iso = (d: Date | undefined) => (d ? toDateInputValue(d) : undefined);

describe('planting calendar', () => {
  it('starts seeds 8 weeks before the transplant date, first flowers 6 and harvest 14 weeks after', () => {
    const c = plantingCalendar('2026-05-15')!;
    expect([iso(c.seedStart), iso(c.transplant), iso(c.firstFlowers), iso(c.harvest)]).toEqual([
      '2026-03-20',
      '2026-05-15',
      '2026-06-26',
      '2026-08-21',
    ]);
  });
  it('keeps whole days across daylight-saving changes', () => {
    // Seed start falls before the March clock change, harvest after the autumn one.
    const c = plantingCalendar(new Date(Date.UTC(2026, 4, 1)))!;
    expect([iso(c.seedStart), iso(c.harvest)]).toEqual(['2026-03-06', '2026-08-07']);
    expect(c.seedStart.getUTCHours()).toBe(0);
  });
  it('crosses the year end', () => expect(iso(plantingCalendar('2026-01-15')!.seedStart)).toBe('2025-11-20'));
  it('gives nothing for a blank or invalid date', () => {
    expect(plantingCalendar('')).toBeNull();
    expect(plantingCalendar('2026-02-30')).toBeNull();
    expect(plantingCalendar(null)).toBeNull();
  });
});
