/**
 * The heat scale's levels, coolest first: a pepper's heat level is derived from its SHU by the domain's heat
 * scale (docs/heat-scale.md), so these are the only words the app uses for a pepper's heat.
 */
export const HEAT_LEVELS = ['no-heat', 'mild', 'medium', 'hot', 'very-hot', 'superhot'] as const;
/** A dish's heat as its recipe states it: a cooked dish has no SHU of its own, so recipes keep four words. */
export const RECIPE_HEAT_LEVELS = ['mild', 'medium', 'hot', 'extreme'] as const;
