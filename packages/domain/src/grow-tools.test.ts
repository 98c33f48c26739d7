import { describe, expect, it } from 'vitest';
import { toDateInputValue } from './dates';
import {
  DEFAULT_PLANTS,
  expectedYield,
  plantingCalendar,
  resolveToolTab,
  spacingPlan,
  SPACING_DEFAULTS,
  WEATHER_SAMPLE,
  YIELD_PER_PLANT,
} from './grow-tools';

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

describe('spacing', () => {
  it('defaults to a 10 ft by 4 ft bed at 18 in', () =>
    expect(SPACING_DEFAULTS).toEqual({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 18 }));
  it('plants 6 per row in 2 rows, 12 in all, by default', () =>
    expect(spacingPlan(SPACING_DEFAULTS)).toEqual({ plantsPerRow: 6, rows: 2, total: 12 }));
  it('floors partial plants', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 17 })).toEqual({
      plantsPerRow: 7,
      rows: 2,
      total: 14,
    }));
  it('fits a plant exactly at the boundary', () =>
    expect(spacingPlan({ bedLengthFt: 1.5, bedWidthFt: 1.5, spacingIn: 18 })).toEqual({
      plantsPerRow: 1,
      rows: 1,
      total: 1,
    }));
  it('fits none just under it', () =>
    expect(spacingPlan({ bedLengthFt: 1.49, bedWidthFt: 1.5, spacingIn: 18 })).toEqual({
      plantsPerRow: 0,
      rows: 1,
      total: 0,
    }));
  it('coerces text to numbers', () =>
    expect(spacingPlan({ bedLengthFt: '10', bedWidthFt: '4', spacingIn: '12' })).toEqual({
      plantsPerRow: 10,
      rows: 4,
      total: 40,
    }));
  it('counts non-numbers as 0', () =>
    expect(spacingPlan({ bedLengthFt: 'x', bedWidthFt: 4, spacingIn: 18 })).toEqual({
      plantsPerRow: 0,
      rows: 2,
      total: 0,
    }));
  it('plants nothing at a spacing of 0, never Infinity', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 0 })).toEqual({
      plantsPerRow: 0,
      rows: 0,
      total: 0,
    }));
  it('plants nothing at a blank spacing', () =>
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: '' })).toEqual({
      plantsPerRow: 0,
      rows: 0,
      total: 0,
    }));
  it('plants nothing in a negative bed', () =>
    expect(spacingPlan({ bedLengthFt: -10, bedWidthFt: 4, spacingIn: 18 }).total).toBe(0));
});

describe('yield', () => {
  it('knows the six varieties per plant', () => {
    expect(Object.entries(YIELD_PER_PLANT).map(([k, v]) => `${k} ${v.min}-${v.max}`)).toEqual([
      'jalapeño 25-35',
      'habanero 20-30',
      'bell 8-12',
      'cayenne 30-50',
      'serrano 40-60',
      'ghost 15-25',
    ]);
  });
  it('defaults to 12 plants', () => expect(DEFAULT_PLANTS).toBe(12));
  it('expects 300-420 jalapeños from 12 plants', () =>
    expect(expectedYield('jalapeño', DEFAULT_PLANTS)).toMatchObject({
      min: 300,
      max: 420,
      name: 'Jalapeño',
    }));
  it('multiplies by the number of plants', () =>
    expect(expectedYield('serrano', 2)).toMatchObject({ min: 80, max: 120 }));
  it('counts an unknown variety as jalapeño', () =>
    expect(expectedYield('mystery', 1)).toMatchObject({ variety: 'jalapeño', min: 25, max: 35 }));
  it('coerces the number of plants', () => {
    expect(expectedYield('bell', '3')).toMatchObject({ min: 24, max: 36 });
    expect(expectedYield('bell', 'many')).toMatchObject({ min: 0, max: 0 });
  });
  it('resolves a variety by key or display name, ignoring accents', () => {
    expect(expectedYield('Jalapeno', 1).variety).toBe('jalapeño');
    expect(expectedYield('Ghost Pepper', 1).variety).toBe('ghost');
    expect(expectedYield(undefined, 1).variety).toBe('jalapeño');
  });
});

describe('weather and tabs', () => {
  it('shows the fixed sample 72°F, 65%, 8 mph, UV 6', () =>
    expect(WEATHER_SAMPLE).toEqual({ temperatureF: 72, humidityPercent: 65, windMph: 8, uvIndex: 6 }));
  it.each(['calendar', 'spacing', 'yield', 'weather', 'fertilizer'])('opens the %s tab', (tab) =>
    expect(resolveToolTab(tab)).toBe(tab),
  );
  it.each([undefined, null, '', 'compost', 'heat-calc', 'Calendar'])('defaults %j to the calendar', (tab) =>
    expect(resolveToolTab(tab)).toBe('calendar'),
  );
});
