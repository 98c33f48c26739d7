import { describe, expect, it } from 'vitest';
import { type DailyMinimum, frostDatesFrom, frostFreeSeasonDays } from './frost-dates';

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
