/**
 * "Grow this" on a pepper's page: where in My Garden a planting or a seed packet of the variety starts, and the
 * season plan's dates for it, from the variety's lead time (grow-calendar/lead-times) and the transplant rule
 * the garden itself uses (grow-calendar/grow-rules), so the page and the garden give the same days.
 */
import { addDays, toDateInputValue } from '../dates';
import { TRANSPLANT_DAYS_AFTER_LAST_FROST, transplantDateForFrost } from '../grow-calendar/grow-rules';
import { leadTimeFor, type VarietyForLeadTime } from '../grow-calendar/lead-times';
import { seasonFrost } from '../grow-calendar/sowing-plan';
import { gardenAddPath } from '../identification/results';

export interface GrowThisPlan {
  /** Weeks from sowing indoors to planting out. */
  weeksIndoors: number;
  /** Weeks before the last frost the seed is sown. */
  weeksBeforeFrost: number;
  /** Days after the last frost the plants go out. */
  plantOutAfterFrostDays: number;
  /** Days from planting out to the first ripe pods. */
  daysToFirstRipe: number;
  /** This season's days ('YYYY-MM-DD') when the grower's last frost is known, else null. */
  dates: { lastFrost: string; sowOn: string; plantOut: string; firstRipe: string } | null;
}

/** The season plan for a variety, for a grower's last frost (null when they have not given one) as of today. */
export function growThisPlan(variety: VarietyForLeadTime, lastFrost: Date | null, today: Date): GrowThisPlan {
  const lead = leadTimeFor(variety);
  const frost = lastFrost ? seasonFrost(lastFrost, today) : null;
  const plantOut = frost ? transplantDateForFrost(frost) : null;
  return {
    weeksIndoors: lead.weeksIndoors,
    weeksBeforeFrost: lead.weeksIndoors - TRANSPLANT_DAYS_AFTER_LAST_FROST / 7,
    plantOutAfterFrostDays: TRANSPLANT_DAYS_AFTER_LAST_FROST,
    daysToFirstRipe: lead.maturityDays,
    dates:
      frost && plantOut
        ? {
            lastFrost: toDateInputValue(frost),
            sowOn: toDateInputValue(addDays(plantOut, -7 * lead.weeksIndoors)),
            plantOut: toDateInputValue(plantOut),
            firstRipe: toDateInputValue(addDays(plantOut, lead.maturityDays)),
          }
        : null,
  };
}

/** Where "Grow this" starts a planting of the variety in My Garden: its add form, the variety chosen. */
export const growThisPlantingPath = (pepperId: number) => gardenAddPath(pepperId);

/** Where "Grow this" starts a seed packet of the variety in the seed stash: its add form, the variety chosen. */
export const growThisPacketPath = (pepperId: number) => `/garden/seeds?add=&pepper=${pepperId}`;
