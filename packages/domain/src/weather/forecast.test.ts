import { describe, expect, it } from 'vitest';
import {
  isFrostRisk,
  isHeatStress,
  isWetDay,
  preferredTemperatureUnit,
  snapToGrid,
  weatherWarnings,
} from './forecast';
import { monthDayLabel, seasonLastFrost, transplantDateAfterFrost } from './frost-dates';

describe('wet days: days with at least 0.01 in (0.254 mm) of rain', () => {
  it.each([
    [0, false],
    [0.2, false],
    [0.254, true],
    [5.1, true],
  ])('count %s mm as wet: %s', (precipitationMm, wet) => expect(isWetDay({ precipitationMm })).toBe(wet));
});

describe('frost and heat risk in the forecast', () => {
  it('counts a night at 2 °C or colder as a frost risk, and 2.1 °C as none', () => {
    expect(isFrostRisk(2)).toBe(true);
    expect(isFrostRisk(-5)).toBe(true);
    expect(isFrostRisk(2.1)).toBe(false);
  });

  it('counts a day at 35 °C or hotter as heat stress, and 34.9 °C as none', () => {
    expect(isHeatStress(35)).toBe(true);
    expect(isHeatStress(34.9)).toBe(false);
  });

  it('warns for each risky night and day, in date order, with what to do for peppers', () => {
    const warnings = weatherWarnings([
      { date: '2026-05-01', minC: 1.5, maxC: 14, precipitationMm: 0 },
      { date: '2026-05-02', minC: 9, maxC: 20, precipitationMm: 2 },
      { date: '2026-05-03', minC: 22, maxC: 36, precipitationMm: 0 },
    ]);
    expect(warnings.map((w) => [w.kind, w.date, w.temperatureC])).toEqual([
      ['frost', '2026-05-01', 1.5],
      ['heat', '2026-05-03', 36],
    ]);
    expect(warnings[0].advice).toMatch(/cover bed plants/);
    expect(warnings[1].advice).toMatch(/shade cloth/);
  });
});

describe('place rounding', () => {
  it('snaps to the centre of a 0.1° or 0.25° cell without binary noise', () => {
    expect(snapToGrid(51.5074, 0.1)).toBe(51.5);
    expect(snapToGrid(-0.1278, 0.1)).toBe(-0.1);
    expect(snapToGrid(0.3, 0.1)).toBe(0.3);
    expect(snapToGrid(51.5074, 0.25)).toBe(51.5);
    expect(snapToGrid(51.63, 0.25)).toBe(51.75);
    expect(snapToGrid(-0.04, 0.1)).toBe(0);
  });
});

describe('reading the figures', () => {
  it.each([
    ['en-US', 'F'],
    ['en', 'F'],
    ['en-GB', 'C'],
    ['de-DE', 'C'],
    ['es-419', 'C'],
    [undefined, 'C'],
  ])('uses °F where the locale reads Fahrenheit, °C elsewhere: %s reads °%s', (locale, unit) =>
    expect(preferredTemperatureUnit(locale)).toBe(unit),
  );

  it('names a month and day', () => {
    expect(monthDayLabel('04-12')).toBe('April 12');
  });

  it("dates a season's last frost this year, or next year once this year's is more than half a year past", () => {
    expect(seasonLastFrost('04-15', new Date(Date.UTC(2026, 0, 10)))).toBe('2026-04-15');
    expect(seasonLastFrost('04-15', new Date(Date.UTC(2026, 6, 1)))).toBe('2026-04-15');
    expect(seasonLastFrost('04-15', new Date(Date.UTC(2026, 9, 14)))).toBe('2026-04-15');
    expect(seasonLastFrost('04-15', new Date(Date.UTC(2026, 9, 15)))).toBe('2027-04-15');
  });

  it('plans the transplant two weeks after the last frost, this year or the next', () => {
    expect(transplantDateAfterFrost('04-15', new Date(Date.UTC(2026, 0, 10)))).toBe('2026-04-29');
    expect(transplantDateAfterFrost('04-15', new Date(Date.UTC(2026, 3, 29)))).toBe('2026-04-29');
    expect(transplantDateAfterFrost('04-15', new Date(Date.UTC(2026, 3, 30)))).toBe('2027-04-29');
  });
});
