/** The average last and first frost of a place, from years of its daily minimum temperatures. */
import { transplantDateForFrost } from '../grow-calendar/grow-rules';

/** A day counts as a frost in the climate record when its minimum is at or below freezing. */
const FROST_DAY_MAX_C = 0;
/** Frost dates are the median over at least this many past years. */
export const FROST_RECORD_YEARS = 10;
/** Frost dates change little over a few kilometres: one answer per 0.25° cell. */
export const FROST_GRID_DEGREES = 0.25;

export interface DailyMinimum {
  /** 'YYYY-MM-DD' */
  date: string;
  minC: number | null;
}

export interface FrostDates {
  /** 'MM-DD' of the median last frost of spring; null where spring frost is rarer than one year in two. */
  lastSpringFrost: string | null;
  /** 'MM-DD' of the median first frost of autumn; null where autumn frost is rarer than one year in two. */
  firstFallFrost: string | null;
  /** Days from the last spring frost to the first fall frost; null when either date is null. */
  frostFreeDays: number | null;
  /** How many years of record the medians come from. */
  years: number;
}

const DAY_MS = 86_400_000;
const HALF_YEAR = 182;
/** A half-season with at least this many days of record counts as whole (a few missing days do not matter). */
const WHOLE_HALF = 170;

/** Day of year (0-based) of a 'MM-DD' in a common year, so leap years do not shift the median. */
function dayOfYear(monthDay: string): number {
  const [m, d] = monthDay.split('-').map(Number);
  return (Date.UTC(2001, m - 1, d) - Date.UTC(2001, 0, 1)) / DAY_MS;
}
function monthDayOf(day: number): string {
  const date = new Date(Date.UTC(2001, 0, 1) + (((Math.round(day) % 365) + 365) % 365) * DAY_MS);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The average last spring and first fall frost: per season, the last frost day of spring and the first of
 * autumn, then the median over the seasons of record. A season runs from midsummer to midsummer, so in the
 * south (winter in July) spring frosts fall in July-December and autumn frosts in January-June. Where fewer
 * than half the years have a frost, that date is null: frost is rare there.
 */
export function frostDatesFrom(series: readonly DailyMinimum[], hemisphere: 'north' | 'south'): FrostDates {
  // Shift the calendar so each winter sits inside one shifted year: the north's starts on 1 July, the
  // south's on 1 January. Its first half is then autumn and early winter, its second late winter and spring.
  const shiftDays = hemisphere === 'north' ? 184 : 0;
  const seasons = new Map<
    number,
    { fallDays: number; springDays: number; fallFirst: number | null; springLast: number | null }
  >();
  for (const { date, minC } of series) {
    const year = Number(date.slice(0, 4));
    if (!year || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    // Counted on a common year's calendar (29 February as 1 March), so leap years do not shift the medians.
    const shifted = dayOfYear(date.slice(5)) + shiftDays;
    const seasonYear = shifted >= 365 ? year + 1 : year;
    const dayInSeason = shifted % 365;
    const season = seasons.get(seasonYear) ?? {
      fallDays: 0,
      springDays: 0,
      fallFirst: null,
      springLast: null,
    };
    const frost = minC !== null && minC <= FROST_DAY_MAX_C;
    if (dayInSeason < HALF_YEAR) {
      season.fallDays += 1;
      if (frost && season.fallFirst === null) season.fallFirst = dayInSeason;
    } else {
      season.springDays += 1;
      if (frost) season.springLast = dayInSeason;
    }
    seasons.set(seasonYear, season);
  }
  // Only halves the record covers (nearly) whole count: a partial half at either end would bias the medians.
  const all = [...seasons.values()];
  const springSeasons = all.filter((s) => s.springDays >= WHOLE_HALF);
  const fallSeasons = all.filter((s) => s.fallDays >= WHOLE_HALF);
  const springFrosts = springSeasons.map((s) => s.springLast).filter((d): d is number => d !== null);
  const fallFrosts = fallSeasons.map((s) => s.fallFirst).filter((d): d is number => d !== null);
  const typical = (frosts: number[], seasonCount: number) =>
    frosts.length > 0 && frosts.length * 2 >= seasonCount
      ? monthDayOf(Math.round(median(frosts)) - shiftDays)
      : null;
  const lastSpringFrost = typical(springFrosts, springSeasons.length);
  const firstFallFrost = typical(fallFrosts, fallSeasons.length);
  return {
    lastSpringFrost,
    firstFallFrost,
    frostFreeDays: frostFreeSeasonDays(lastSpringFrost, firstFallFrost),
    years: Math.min(springSeasons.length, fallSeasons.length),
  };
}

/** Days from the last spring frost to the first fall frost, across the new year where needed (the south). */
export function frostFreeSeasonDays(
  lastSpringFrost: string | null,
  firstFallFrost: string | null,
): number | null {
  if (!lastSpringFrost || !firstFallFrost) return null;
  const days = dayOfYear(firstFallFrost) - dayOfYear(lastSpringFrost);
  return days > 0 ? days : days + 365;
}

/** 'MM-DD' as a reader sees it, e.g. '04-12' → 'April 12'. */
export function monthDayLabel(monthDay: string, locale = 'en-US'): string {
  const [m, d] = monthDay.split('-').map(Number);
  return new Date(Date.UTC(2001, m - 1, d)).toLocaleDateString(locale, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The next transplant date (on or after today) that follows a last-frost 'MM-DD', as 'YYYY-MM-DD': the grow
 * rules' date for this year's frost, else for next year's once this year's has passed.
 */
export function transplantDateAfterFrost(lastSpringFrost: string, today: Date): string {
  const [m, d] = lastSpringFrost.split('-').map(Number);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let date = transplantDateForFrost(new Date(Date.UTC(today.getUTCFullYear(), m - 1, d)));
  if (date.getTime() < todayUtc)
    date = transplantDateForFrost(new Date(Date.UTC(today.getUTCFullYear() + 1, m - 1, d)));
  return date.toISOString().slice(0, 10);
}

/**
 * The dated last frost a season's plan counts from, for an average 'MM-DD': this year's, unless that is more than
 * half a year past (then the coming season's), as 'YYYY-MM-DD'.
 */
export function seasonLastFrost(lastSpringFrost: string, today: Date): string {
  const [m, d] = lastSpringFrost.split('-').map(Number);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let date = Date.UTC(today.getUTCFullYear(), m - 1, d);
  if (todayUtc - date > 182 * DAY_MS) date = Date.UTC(today.getUTCFullYear() + 1, m - 1, d);
  return new Date(date).toISOString().slice(0, 10);
}
