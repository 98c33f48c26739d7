/** What a planting's journal records: where it grows, what happened to it, and when. */
import type { GardenEvent, GrowPlace } from '@pepper/contract';
import { GARDEN_EVENTS } from '@pepper/contract/garden-vocabulary';
import { utcDay } from '../dates';

export { GARDEN_EVENTS, GROW_PLACES } from '@pepper/contract/garden-vocabulary';
export type { GardenEvent, GrowPlace } from '@pepper/contract';

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

/** The growing events in the order a plant goes through them; a problem can come at any time. */
export const LIFE_ORDER: readonly GardenEvent[] = GARDEN_EVENTS.filter((event) => event !== 'problem');

const EVENT_WORDS: Record<GardenEvent, string> = {
  germinated: 'germination',
  'potted-up': 'potting up',
  'hardened-off': 'hardening off',
  transplanted: 'transplanting',
  'first-flower': 'the first flower',
  'first-fruit': 'the first fruit',
  harvest: 'a harvest',
  problem: 'a problem',
};

const dayWords = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why an event cannot be logged on a day, or null when it fits the planting's journal: nothing happens before
 * the seeds are sown, and the growing events keep their order (no harvest before germination, no transplant
 * before potting up was logged as later, and so on). An event that was not logged does not hold anything up.
 */
export function eventOrderProblem(
  sownOn: Date,
  logged: readonly { event: GardenEvent; date: Date }[],
  event: GardenEvent,
  date: Date,
): string | null {
  const day = utcDay(date);
  const sown = utcDay(sownOn);
  if (day < sown)
    return `${capitalised(EVENT_WORDS[event])} cannot come before the seeds were sown on ${dayWords(sown)}: check the date, or the planting's sowing day`;
  const rank = LIFE_ORDER.indexOf(event);
  if (rank < 0) return null;
  for (const other of logged) {
    const otherRank = LIFE_ORDER.indexOf(other.event);
    if (otherRank < 0 || other.event === event) continue;
    const otherDay = utcDay(other.date);
    if (otherRank < rank && day < otherDay)
      return `${capitalised(EVENT_WORDS[event])} on ${dayWords(day)} cannot come before ${EVENT_WORDS[other.event]} on ${dayWords(otherDay)}: check the dates`;
    if (otherRank > rank && day > otherDay)
      return `${capitalised(EVENT_WORDS[event])} on ${dayWords(day)} cannot come after ${EVENT_WORDS[other.event]} on ${dayWords(otherDay)}: check the dates`;
  }
  return null;
}
