/** What a planting's journal records: where it grows, what happened to it, and when. */
import type { GardenEvent, GrowPlace } from '@pepper/contract';
import { utcDay } from '../dates';

export { GARDEN_EVENTS, GROW_PLACES, type GardenEvent, type GrowPlace } from '@pepper/contract';

/** How each place reads on screen. */
export const GROW_PLACE_LABELS: Record<GrowPlace, string> = {
  container: 'Container',
  'raised-bed': 'Raised bed',
  ground: 'In the ground',
  greenhouse: 'Greenhouse',
  indoors: 'Indoors with light',
};

/** How each event reads on screen. */
export const GARDEN_EVENT_LABELS: Record<GardenEvent, string> = {
  germinated: 'Germinated',
  'potted-up': 'Potted up',
  'hardened-off': 'Hardened off',
  transplanted: 'Transplanted',
  'first-flower': 'First flower',
  'first-fruit': 'First fruit',
  harvest: 'Harvest',
  problem: 'Problem',
};

/** The pests of the pest guide a problem entry can name. */
export const GARDEN_PESTS = [
  'Aphids',
  'Spider Mites',
  'Thrips',
  'Whiteflies',
  'Pepper Weevil',
  'Hornworms',
  'Cutworms',
  'Flea Beetles',
  'Fungus Gnats',
  'Broad Mites',
  'European Corn Borer',
  'Leafminers',
] as const;

/** Past events cannot be logged on a day after today. */
export function isFutureDay(date: Date, today: Date): boolean {
  return utcDay(date) > utcDay(today);
}
