/**
 * When to sow a packet this season, from the grower's last frost and the grow rules' sowing day (weeks
 * indoors before the transplant day, which is two weeks after the frost).
 *
 * - Sowing is on time from its day until two weeks after it: seedlings sown that late reach planting size
 *   while nights are still mild enough to plant out.
 * - "Sow this week" when that window is open during the coming seven days, "sow soon" when it opens within
 *   four weeks, "later" beyond that, and "too late for this season" once it has closed.
 * - A last frost more than half a year past stands for the coming season's (the same day a year on), as the
 *   garden's "Use My Location" date does.
 */
import { addDays, parseDateInput, toDateInputValue, utcDay } from '../dates';
import { seedStartForFrost, transplantDateForFrost } from './grow-rules';
import type { LeadTime } from './lead-times';

export type SowingWindowKind =
  'sow-this-week' | 'sow-soon' | 'later' | 'too-late' | 'no-frost-date' | 'any-time';

const SOWING_WINDOW_LABELS: Record<SowingWindowKind, string> = {
  'sow-this-week': 'Sow this week',
  'sow-soon': 'Sow soon',
  later: 'Later this season',
  'too-late': 'Too late for this season',
  'no-frost-date': 'Add your place',
  'any-time': 'Sow any time',
};

/** Sowing up to two weeks late still meets the transplant window (two weeks past the frost). */
const LATE_SOWING_DAYS = 14;
/** "This week" is today and the six days after it. */
const WEEK_DAYS = 7;
/** "Soon" is within four weeks. */
const SOON_DAYS = 28;
/** A frost date more than half a year past belongs to a season that is over. */
const SEASON_OVER_DAYS = 182;

const DAY_MS = 86_400_000;
const daysBetween = (from: Date, to: Date) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);

/** A day as "March 6", in UTC like the dates it comes from. */
const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The season's last frost: the given day, moved on a year at a time while it is more than half a year past. */
export function seasonFrost(lastFrost: Date, today: Date): Date {
  let frost = utcDay(lastFrost);
  while (daysBetween(frost, today) > SEASON_OVER_DAYS)
    frost = new Date(Date.UTC(frost.getUTCFullYear() + 1, frost.getUTCMonth(), frost.getUTCDate()));
  return frost;
}

export interface SowingPlan {
  window: SowingWindowKind;
  label: string;
  /** 'YYYY-MM-DD', null without a last frost. */
  sowOn: string | null;
  lastDay: string | null;
  /** Weeks from sowing to planting out. */
  weeksIndoors: number;
  detail: string;
  unless: string | null;
}

/**
 * The sowing day the grow rules give for a last frost, the weeks indoors it stands for (sowing to planting
 * out) and how many weeks before the frost it falls.
 */
export function growRuleSowingDay(
  lastFrost: Date,
  lead?: Pick<LeadTime, 'weeksIndoors'>,
): {
  sowOn: Date;
  weeksIndoors: number;
  weeksBeforeFrost: number;
} {
  const sowOn = seedStartForFrost(lastFrost, lead);
  return {
    sowOn,
    weeksIndoors: Math.round(daysBetween(sowOn, transplantDateForFrost(lastFrost)) / WEEK_DAYS),
    weeksBeforeFrost: Math.round(daysBetween(sowOn, lastFrost) / WEEK_DAYS),
  };
}

/**
 * This season's sowing window for a packet, as of today: from the variety's lead time (the lead-time rule)
 * when given, else the grow calendar's generic 8 weeks.
 */
export function sowingWindow(
  lastFrost: Date | null,
  today: Date,
  lead?: Pick<LeadTime, 'weeksIndoors'>,
  /** The grower's place has no regular spring frost. */
  frostFree = false,
): SowingPlan {
  const day = utcDay(today);
  if (!lastFrost && frostFree) {
    const { weeksIndoors } = growRuleSowingDay(day, lead);
    return {
      window: 'any-time',
      label: SOWING_WINDOW_LABELS['any-time'],
      sowOn: null,
      lastDay: null,
      weeksIndoors,
      detail: `Frost is rare where you are: sow when you like, and plant out after ${weeksIndoors} weeks, once nights stay above 50°F (10°C).`,
      unless: null,
    };
  }
  if (!lastFrost) {
    const { weeksIndoors, weeksBeforeFrost } = growRuleSowingDay(day, lead);
    return {
      window: 'no-frost-date',
      label: SOWING_WINDOW_LABELS['no-frost-date'],
      sowOn: null,
      lastDay: null,
      weeksIndoors,
      detail: `Add your town or postcode (or your last frost) in My Garden to date the sowing: this seed is sown ${weeksBeforeFrost} weeks before your last frost.`,
      unless: null,
    };
  }
  const frost = seasonFrost(lastFrost, day);
  const { sowOn, weeksIndoors, weeksBeforeFrost } = growRuleSowingDay(frost, lead);
  const lastDay = addDays(sowOn, LATE_SOWING_DAYS - 1);
  const plan = (window: SowingWindowKind, detail: string, unless: string | null = null): SowingPlan => ({
    window,
    label: SOWING_WINDOW_LABELS[window],
    sowOn: toDateInputValue(sowOn),
    lastDay: toDateInputValue(lastDay),
    weeksIndoors,
    detail,
    unless,
  });
  const before = `${weeksBeforeFrost} weeks before your last frost on ${dayLabel(frost)}`;
  if (day > lastDay) {
    const readyOn = addDays(day, weeksIndoors * WEEK_DAYS);
    const nextFrost = new Date(Date.UTC(frost.getUTCFullYear() + 1, frost.getUTCMonth(), frost.getUTCDate()));
    const nextSow = growRuleSowingDay(nextFrost, lead).sowOn;
    return plan(
      'too-late',
      `The sowing window closed on ${dayLabel(lastDay)} (${before}).`,
      `unless the plants stay indoors or in a greenhouse, or your summer is long: sown now, they are ready to plant out around ${dayLabel(readyOn)}. Otherwise sow next season on ${dayLabel(nextSow)}.`,
    );
  }
  const daysToSow = daysBetween(day, sowOn);
  if (daysToSow < WEEK_DAYS)
    return plan(
      'sow-this-week',
      daysToSow > 0
        ? `Sow on ${dayLabel(sowOn)}, ${before}.`
        : `Sow now, by ${dayLabel(lastDay)} at the latest: ${before}.`,
    );
  if (daysToSow < SOON_DAYS)
    return plan('sow-soon', `Sow on ${dayLabel(sowOn)}, in ${daysToSow} days: ${before}.`);
  return plan('later', `Sow on ${dayLabel(sowOn)}, ${before}.`);
}

/**
 * A packet sown from within the last half year has had its sowing for this season: its sowing day is no longer
 * a reminder of its own (the planting's plan carries on from there).
 */
export function sownThisSeason(sownOn: string, today: Date): boolean {
  const sown = parseDateInput(sownOn);
  return sown !== null && daysBetween(sown, today) <= SEASON_OVER_DAYS;
}
