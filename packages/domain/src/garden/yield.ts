import { numberOrZero } from '../numbers';
import { foldForSearch } from '../text';

/** Peppers per plant per season, with display names. */
export const YIELD_PER_PLANT = {
  jalapeño: { name: 'Jalapeño', min: 25, max: 35 },
  habanero: { name: 'Habanero', min: 20, max: 30 },
  bell: { name: 'Bell Pepper', min: 8, max: 12 },
  cayenne: { name: 'Cayenne', min: 30, max: 50 },
  serrano: { name: 'Serrano', min: 40, max: 60 },
  ghost: { name: 'Ghost Pepper', min: 15, max: 25 },
} as const;
type YieldVariety = keyof typeof YIELD_PER_PLANT;
export const YIELD_VARIETIES = Object.keys(YIELD_PER_PLANT) as YieldVariety[];
export const DEFAULT_PLANTS = 12;
export const DEFAULT_YIELD_VARIETY: YieldVariety = 'jalapeño';

/** The yield key for a variety value or name ('Jalapeno', 'Bell Pepper' and 'ghost' all resolve); unknown → jalapeño. */
function resolveYieldVariety(variety: string | null | undefined): YieldVariety {
  const v = foldForSearch(variety ?? '');
  return (
    YIELD_VARIETIES.find((k) => foldForSearch(k) === v || foldForSearch(YIELD_PER_PLANT[k].name) === v) ??
    DEFAULT_YIELD_VARIETY
  );
}

/** Expected peppers per season for a number of plants (coerced, no bounds); an unknown variety counts as jalapeño. */
export function expectedYield(
  variety: string | null | undefined,
  plants: unknown,
): { variety: YieldVariety; name: string; min: number; max: number } {
  const key = resolveYieldVariety(variety);
  const n = numberOrZero(plants);
  const perPlant = YIELD_PER_PLANT[key];
  return { variety: key, name: perPlant.name, min: perPlant.min * n, max: perPlant.max * n };
}
