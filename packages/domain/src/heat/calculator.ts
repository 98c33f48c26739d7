import { formatCount } from '../numbers';
import { HEAT_SCALE, heatLabelOf } from './scale';

export interface Ingredient {
  id: string;
  name: string;
  shu: number;
  /** Grams. */
  amount: number;
}

/** The default ingredient is Jalapeño at 5000 SHU and 100 g. */
export const DEFAULT_INGREDIENT = { name: 'Jalapeño', shu: 5000, amount: 100 } as const;

/** Every quick-add pepper goes in at 100 g. */
export const QUICK_ADD_AMOUNT = 100;

/** The quick-add peppers, in order. */
export const QUICK_ADD_PEPPERS = [
  { name: 'Bell', shu: 0, amount: QUICK_ADD_AMOUNT },
  { name: 'Poblano', shu: 1500, amount: QUICK_ADD_AMOUNT },
  { name: 'Jalapeño', shu: 5000, amount: QUICK_ADD_AMOUNT },
  { name: 'Serrano', shu: 15000, amount: QUICK_ADD_AMOUNT },
  { name: 'Cayenne', shu: 35000, amount: QUICK_ADD_AMOUNT },
  { name: 'Habanero', shu: 200000, amount: QUICK_ADD_AMOUNT },
  { name: 'Ghost', shu: 1000000, amount: QUICK_ADD_AMOUNT },
  { name: 'Carolina Reaper', shu: 2200000, amount: QUICK_ADD_AMOUNT },
] as const;

/** Number inputs are parsed as integers (parseInt, base 10); non-numeric input becomes 0. */
export function parseIntegerInput(text: string | number | null | undefined): number {
  const n = parseInt(String(text ?? ''), 10);
  return Number.isNaN(n) ? 0 : n;
}

/** The weight-averaged SHU, rounded; 0 when the total weight is 0. */
export function blendShu(ingredients: readonly { shu: number; amount: number }[]): number {
  const weight = ingredients.reduce((sum, i) => sum + i.amount, 0);
  if (weight === 0) return 0;
  const blended = Math.round(ingredients.reduce((sum, i) => sum + i.shu * i.amount, 0) / weight);
  return Number.isFinite(blended) ? blended : 0;
}

/**
 * The blend's verdict: the heat scale's label for the blended SHU ('No Heat' at 0, 'Superhot' from 1,000,000).
 * A negative blend (negative input) reads No Heat.
 */
export function blendLevel(shu: number): string {
  return heatLabelOf(shu);
}

/** The last remaining ingredient cannot be removed; the remove button shows only when more than one exists. */
export function canRemoveIngredient(count: number): boolean {
  return count > 1;
}

/** Removes a row unless it is the last one. */
export function removeIngredient<T extends { id: string }>(ingredients: readonly T[], id: string): T[] {
  if (!canRemoveIngredient(ingredients.length)) return [...ingredients];
  return ingredients.filter((i) => i.id !== id);
}

/**
 * The calculator's legend, written from the heat scale its verdict uses: 'No Heat at 0, Mild below 2,500, Medium
 * below 30,000, Hot below 100,000, Very Hot below 1,000,000, Superhot from 1,000,000'. Each level is named up to
 * the next one's lower bound, so the legend and the verdict can never disagree.
 */
export function blendLevelLegend(): string {
  return HEAT_SCALE.map((level, i) => {
    const next = HEAT_SCALE[i + 1];
    if (level.min === level.max) return `${level.label} at ${formatCount(level.min)}`;
    return next
      ? `${level.label} below ${formatCount(next.min)}`
      : `${level.label} from ${formatCount(level.min)}`;
  }).join(', ');
}
