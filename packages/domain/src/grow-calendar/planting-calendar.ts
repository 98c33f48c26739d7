import { addDays, parseDateInput } from '../dates';
import type { LeadTime } from './lead-times';

interface PlantingCalendar {
  seedStart: Date;
  transplant: Date;
  firstFlowers: Date;
  harvest: Date;
}

/** The specification's generic Planting Calendar, in weeks from the transplant date, before a variety is chosen. */
export const GENERIC_CALENDAR_WEEKS = { seedStartBefore: 8, firstFlowersAfter: 6, harvestAfter: 14 } as const;

/**
 * From the transplant date, seed start 8 weeks before, first flowers 6 weeks after, harvest
 * 14 weeks after (GENERIC_CALENDAR_WEEKS). Works on the date's UTC calendar day (a 'YYYY-MM-DD' string is parsed as that day), so
 * daylight saving never shifts a result; null for a blank or invalid date string (an Invalid Date gives Invalid Dates).
 */
export function plantingCalendar(transplantDate: Date): PlantingCalendar;
export function plantingCalendar(transplantDate: Date | string | null | undefined): PlantingCalendar | null;
export function plantingCalendar(transplantDate: Date | string | null | undefined): PlantingCalendar | null {
  const transplant = typeof transplantDate === 'string' ? parseDateInput(transplantDate) : transplantDate;
  if (!transplant) return null;
  return {
    seedStart: addDays(transplant, -GENERIC_CALENDAR_WEEKS.seedStartBefore * 7),
    transplant: addDays(transplant, 0),
    firstFlowers: addDays(transplant, GENERIC_CALENDAR_WEEKS.firstFlowersAfter * 7),
    harvest: addDays(transplant, GENERIC_CALENDAR_WEEKS.harvestAfter * 7),
  };
}

/**
 * The Planting Calendar once a variety is chosen: seed start the variety's weeks indoors before the transplant
 * date and the first harvest its days to maturity after (the lead-time rule); first flowers stay 6 weeks after.
 * Without a variety, the generic calendar above.
 */
export function plantingCalendarFor(
  transplantDate: Date | string | null | undefined,
  lead: Pick<LeadTime, 'weeksIndoors' | 'maturityDays'> | null,
): PlantingCalendar | null {
  const generic = plantingCalendar(transplantDate);
  if (!generic || !lead) return generic;
  return {
    ...generic,
    seedStart: addDays(generic.transplant, -lead.weeksIndoors * 7),
    harvest: addDays(generic.transplant, lead.maturityDays),
  };
}
