import { describe, expect, it } from 'vitest';
import {
  frostDatesFrom,
  frostFreeSeasonDays,
  isFrostRisk,
  isWetDay,
  isHeatStress,
  monthDayLabel,
  preferredTemperatureUnit,
  seasonLastFrost,
  snapToGrid,
  transplantDateAfterFrost,
  weatherWarnings,
  type DailyMinimum,
} from './weather';

/** Ten years of daily minimums at 8 °C, with frost (-2 °C) on the given 'MM-DD' days of every year. */
function record(first: number, years: number, frostsOf: (year: number) => string[]): DailyMinimum[] {
  const series: DailyMinimum[] = [];
  for (let year = first; year < first + years; year++) {
    const frosts = new Set(frostsOf(year));
    for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      series.push({ date, minC: frosts.has(date.slice(5)) ? -2 : 8 });
    }
  }
  return series;
}

/** 'MM-DD' days of one month. */
const days = (month: number, ...dates: number[]) =>
  dates.map((d) => `${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

describe('wet days', () => {
  it('are days with at least 0.01 in (0.254 mm) of rain', () => {
    expect(isWetDay({ precipitationMm: 0 })).toBe(false);
    expect(isWetDay({ precipitationMm: 0.2 })).toBe(false);
    expect(isWetDay({ precipitationMm: 0.254 })).toBe(true);
    expect(isWetDay({ precipitationMm: 5.1 })).toBe(true);
  });
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

describe('average frost dates from the climate record', () => {
  const springLast = days(4, 1, 5, 10, 12, 14, 16, 20, 22, 25, 30);
  const fallFirst = days(10, 1, 4, 8, 10, 12, 18, 20, 22, 26, 30);

  it('takes the median last spring frost and first fall frost of ten northern years', () => {
    const series = record(2015, 10, (y) => [
      '01-15',
      '02-20',
      springLast[y - 2015],
      fallFirst[y - 2015],
      '11-15',
      '12-20',
    ]);
    const dates = frostDatesFrom(series, 'north');
    // Medians of ten: halfway between the 5th and 6th, April 14 and 16, October 12 and 18.
    expect(dates).toEqual({
      lastSpringFrost: '04-15',
      firstFallFrost: '10-15',
      frostFreeDays: 183,
      years: 10,
    });
  });

  it('reads the south with winter in July: spring frosts in September, autumn frosts in May', () => {
    const series = record(2015, 10, (y) => ['05-02', '06-15', '07-20', ...days(9, 10 + (y - 2015))]);
    const dates = frostDatesFrom(series, 'south');
    expect(dates.lastSpringFrost).toBe('09-15'); // median of 09-10 … 09-19: between the 14th and 15th, rounded up
    expect(dates.firstFallFrost).toBe('05-02');
    // The season runs over the new year: 15 September to 2 May.
    expect(dates.frostFreeDays).toBe(229);
  });

  it('gives no date where frost comes in fewer than half the years', () => {
    const series = record(2015, 10, (y) => (y < 2019 ? ['01-10'] : []));
    expect(frostDatesFrom(series, 'north')).toMatchObject({
      lastSpringFrost: null,
      firstFallFrost: null,
      frostFreeDays: null,
    });
  });

  it('gives the date where frost comes in exactly half the years', () => {
    const series = record(2015, 10, (y) => (y % 2 ? ['03-20'] : []));
    expect(frostDatesFrom(series, 'north').lastSpringFrost).toBe('03-20');
  });

  it('ignores missing readings and leaves out half-seasons the record does not cover', () => {
    const series = record(2015, 10, () => ['04-10', '10-20']).map((d) =>
      d.date.endsWith('-03') ? { ...d, minC: null } : d,
    );
    const dates = frostDatesFrom(series, 'north');
    expect(dates).toMatchObject({ lastSpringFrost: '04-10', firstFallFrost: '10-20', years: 10 });
  });
});

describe('the frost-free season', () => {
  it('counts the days between the two dates, across the new year where needed', () => {
    expect(frostFreeSeasonDays('04-15', '10-15')).toBe(183);
    expect(frostFreeSeasonDays('10-01', '04-01')).toBe(182);
    expect(frostFreeSeasonDays(null, '10-15')).toBeNull();
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
  it('uses °F where the locale reads Fahrenheit, °C elsewhere', () => {
    expect(preferredTemperatureUnit('en-US')).toBe('F');
    expect(preferredTemperatureUnit('en')).toBe('F');
    expect(preferredTemperatureUnit('en-GB')).toBe('C');
    expect(preferredTemperatureUnit('de-DE')).toBe('C');
    expect(preferredTemperatureUnit('es-419')).toBe('C');
    expect(preferredTemperatureUnit(undefined)).toBe('C');
  });

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
