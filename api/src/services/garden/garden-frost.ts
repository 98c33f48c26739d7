/**
 * The last frost a garden's plan counts from: the date the grower typed, else the average last spring frost of
 * the grower's place (from the climate record), dated for the season; where frost is rare at the place, none is
 * needed (frostFree).
 */
import { parseDateInput } from '@pepper/domain/dates';
import { seasonLastFrost } from '@pepper/domain/weather';

export interface FrostSettings {
  last_frost: string | null;
  place_name?: string | null;
  place_last_frost?: string | null;
}

export interface PlanFrost {
  lastFrost: Date | null;
  /** The grower's place has no regular spring frost: plants go out once they are ready. */
  frostFree: boolean;
}

export function lastFrostFor(settings: FrostSettings | undefined, today: Date): PlanFrost {
  const entered = parseDateInput(settings?.last_frost ?? null);
  if (entered) return { lastFrost: entered, frostFree: false };
  if (!settings?.place_name) return { lastFrost: null, frostFree: false };
  if (!settings.place_last_frost) return { lastFrost: null, frostFree: true };
  return { lastFrost: parseDateInput(seasonLastFrost(settings.place_last_frost, today)), frostFree: false };
}
