/**
 * The garden's words: where a planting grows, what a journal entry can record besides its note, the tasks of
 * a plan, and where a seed packet came from, how good it still is and when to sow it.
 */

export const GROW_PLACES = ['container', 'raised-bed', 'ground', 'greenhouse', 'indoors'] as const;
export type GrowPlace = (typeof GROW_PLACES)[number];

/** The growing events in the order a plant goes through them, then a problem, which can come at any time. */
export const GARDEN_EVENTS = [
  'germinated',
  'potted-up',
  'hardened-off',
  'transplanted',
  'first-flower',
  'first-fruit',
  'harvest',
  'problem',
] as const;
export type GardenEvent = (typeof GARDEN_EVENTS)[number];

export const TASK_KIND_VALUES = [
  'sow',
  'pot-up',
  'harden-off',
  'transplant',
  'feed',
  'first-harvest',
] as const;

export const SEED_SOURCE_VALUES = ['shop', 'swap', 'own-harvest'] as const;
export const SEED_VIABILITY_VALUES = ['fresh', 'ageing', 'old'] as const;
export const SOWING_WINDOW_VALUES = [
  'sow-this-week',
  'sow-soon',
  'later',
  'too-late',
  'no-frost-date',
  'any-time',
] as const;
