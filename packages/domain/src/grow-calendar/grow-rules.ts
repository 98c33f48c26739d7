/**
 * The grow rules every grow screen uses: when plants go out for a given last frost, and how long after that the
 * first ripe pods come. My Garden's plan, its reminders and calendar feed, the Planting Calendar and the
 * harvest calculator all take their dates from here, so no two screens give a grower different dates.
 */
import type { HeatLevel } from '@pepper/contract';
import { addDays } from '../dates';
import { leadTimeFor, type LeadTime } from './lead-times';
import { plantingCalendar } from './planting-calendar';

/**
 * Peppers go out two weeks after the average last frost: an average date is still followed by a frost one
 * spring in two, and pepper roots stall in soil below about 60 °F (16 °C), which the two weeks let warm.
 */
export const TRANSPLANT_DAYS_AFTER_LAST_FROST = 14;

/** The day to plant out for a last frost (both UTC calendar days). */
export function transplantDateForFrost(lastFrost: Date): Date {
  return addDays(lastFrost, TRANSPLANT_DAYS_AFTER_LAST_FROST);
}

/**
 * The day to sow for a last frost: the variety's weeks indoors (the lead-time rule) before that frost's
 * transplant date; without a variety, the grow calendar's generic 8 weeks.
 */
export function seedStartForFrost(lastFrost: Date, lead?: Pick<LeadTime, 'weeksIndoors'>): Date {
  const transplant = transplantDateForFrost(lastFrost);
  return lead ? addDays(transplant, -lead.weeksIndoors * 7) : plantingCalendar(transplant).seedStart;
}

/**
 * Days from transplant to the first ripe pods of a variety: its own days to maturity when the database has
 * them, else the first number of its heat class's ripe range (as the harvest calculator counts).
 */
export function daysToFirstHarvest(variety: { maturityDays: number | null; heatLevel: HeatLevel }): number {
  return leadTimeFor(variety).maturityDays;
}
