/**
 * The heat scale's levels, coolest first: a pepper's heat level is derived from its SHU by the domain's heat
 * scale (docs/heat-scale.md), so these are the only words the app uses for a pepper's heat.
 */
export const HEAT_LEVELS = ['no-heat', 'mild', 'medium', 'hot', 'very-hot', 'superhot'] as const;
/**
 * A recipe's heat is a level of the same scale, derived from its peppers (docs/heat-scale.md). Before that, recipes
 * had four words of their own; a recipe list still takes them in its heatLevel filter, each standing for the levels
 * it now covers, so old addresses and old clients keep working. mild, medium and hot are levels already.
 */
export const RECIPE_HEAT_ALIASES = {
  extreme: ['very-hot', 'superhot'],
} as const satisfies Record<string, readonly (typeof HEAT_LEVELS)[number][]>;
/** Every word the recipe list's heatLevel filter takes: the scale's levels, then the old words that are not. */
export const RECIPE_HEAT_FILTERS = [
  ...HEAT_LEVELS,
  ...(Object.keys(RECIPE_HEAT_ALIASES) as (keyof typeof RECIPE_HEAT_ALIASES)[]),
] as const;
