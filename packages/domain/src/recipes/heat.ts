/**
 * A recipe's heat on the one heat scale (docs/heat-scale.md).
 *
 * The rule: a dish is as hot as the hottest pepper it uses, named by that pepper's level (the level of its typical
 * heat). A cooked dish has no SHU of its own, but its heat comes from its peppers, and a dish cannot be hotter than
 * the hottest of them. It can be milder: a few grams of cayenne in a pot of jambalaya, or seeded ají amarillo
 * blended with cheese and milk. Only then may a recipe state its own level, with the reason, and only a milder one:
 * a stated level hotter than the peppers allow is not taken, so no recipe can say more than its peppers do.
 * A recipe whose names link to no variety has no heat to derive and is No Heat.
 */
import type { HeatLevel } from '@pepper/contract';
import { HEAT_LEVELS, heatLevelsOfFilter } from '@pepper/contract/heat-levels';
import { pepperHeatLevel } from '../heat/scale';

/** A recipe's own, milder level, and why the dish is milder than its hottest pepper. */
export interface MilderThanItsPeppers {
  heatLevel: HeatLevel;
  why: string;
}

const rank = (level: HeatLevel) => HEAT_LEVELS.indexOf(level);

/** The hotter of two levels. */
export const hotterHeatLevel = (a: HeatLevel, b: HeatLevel): HeatLevel => (rank(b) > rank(a) ? b : a);

/** True when `a` is a cooler level than `b`. */
export const isMilderHeatLevel = (a: HeatLevel, b: HeatLevel): boolean => rank(a) < rank(b);

/** The level of the hottest of the peppers (their SHU ranges); No Heat when there are none. */
export function hottestPepperLevel(peppers: readonly { shuMin: number; shuMax: number }[]): HeatLevel {
  return peppers.map(pepperHeatLevel).reduce<HeatLevel>(hotterHeatLevel, 'no-heat');
}

/**
 * A recipe's heat level: its hottest linked pepper's level, or the recipe's own level where it states the dish is
 * milder than that (a hotter stated level is not taken).
 */
export function recipeHeatLevel(
  linkedPeppers: readonly { shuMin: number; shuMax: number }[],
  milder?: Pick<MilderThanItsPeppers, 'heatLevel'>,
): HeatLevel {
  const derived = hottestPepperLevel(linkedPeppers);
  return milder && isMilderHeatLevel(milder.heatLevel, derived) ? milder.heatLevel : derived;
}

/**
 * The levels a recipe list's heatLevel filter keeps: one level of the scale, or the levels the specification's
 * 'extreme' stands for (Very Hot and Superhot), as for peppers. Null when it does not filter (empty, 'all' or unknown).
 */
export function recipeHeatFilterLevels(filter: string | null | undefined): readonly HeatLevel[] | null {
  const levels = filter ? heatLevelsOfFilter(filter) : [];
  return levels.length ? levels : null;
}

/** Whether a recipe of this level passes the list's heatLevel filter. */
export function recipeHeatMatches(level: HeatLevel, filter: string | null | undefined): boolean {
  const levels = recipeHeatFilterLevels(filter);
  return levels === null || levels.includes(level);
}
