/**
 * The heat scale's levels, coolest first: a pepper's heat level is derived from its SHU by the domain's heat
 * scale (docs/heat-scale.md), so these are the only words the app uses for a pepper's heat.
 */
export const HEAT_LEVELS = ['no-heat', 'mild', 'medium', 'hot', 'very-hot', 'superhot'] as const;
/**
 * The specification's words for the pepper and recipe lists' heat filter (mild, medium, hot, extreme), kept as
 * documented aliases on the one scale so clients and bookmarks written to it keep working (docs/heat-scale.md).
 * A recipe's heat is a level of the same scale, derived from its peppers, so both lists take the same words. mild,
 * medium and hot are the scale's own levels; extreme, the hottest peppers, is everything above Hot: Very Hot and
 * Superhot, the two levels the specification's extreme was split into.
 */
export const HEAT_FILTER_ALIASES = { extreme: ['very-hot', 'superhot'] } as const satisfies Record<
  string,
  readonly (typeof HEAT_LEVELS)[number][]
>;
export type HeatFilterAlias = keyof typeof HEAT_FILTER_ALIASES;
/** Every word the pepper and recipe lists' heat filter understands: the six levels and the aliases. */
export const HEAT_FILTER_WORDS = [
  ...HEAT_LEVELS,
  ...(Object.keys(HEAT_FILTER_ALIASES) as HeatFilterAlias[]),
] as const;
export type HeatFilterWord = (typeof HEAT_FILTER_WORDS)[number];

/** The scale's levels a heat filter word stands for: a level itself, the levels of an alias, or none. */
export function heatLevelsOfFilter(word: string): readonly (typeof HEAT_LEVELS)[number][] {
  if (Object.hasOwn(HEAT_FILTER_ALIASES, word)) return HEAT_FILTER_ALIASES[word as HeatFilterAlias];
  const level = HEAT_LEVELS.find((l) => l === word);
  return level ? [level] : [];
}
