/**
 * The last-frost date a garden's plan is made from. Today it is the date the grower entered; a date
 * derived from the grower's location plugs in here, as the fallback when none was entered.
 */
import { parseDateInput } from '@pepper/domain/dates';

export async function lastFrostFor(entered: string | null): Promise<Date | null> {
  return parseDateInput(entered);
}
