/** The garden's words: where a planting grows, and what a journal entry can record besides its note. */

export const GROW_PLACES = ['container', 'raised-bed', 'ground', 'greenhouse', 'indoors'] as const;
export type GrowPlace = (typeof GROW_PLACES)[number];

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
