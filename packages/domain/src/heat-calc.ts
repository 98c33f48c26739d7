export interface Ingredient {
  id: string;
  name: string;
  shu: number;
  /** Grams. */
  amount: number;
}

/** Spec 02 §9: the default ingredient is Jalapeño at 5000 SHU and 100 g. */
export const DEFAULT_INGREDIENT = { name: 'Jalapeño', shu: 5000, amount: 100 } as const;

/** Quick-add peppers, each added at 100 g. */
export const QUICK_ADD_PEPPERS = [
  { name: 'Bell', shu: 0 },
  { name: 'Poblano', shu: 1500 },
  { name: 'Jalapeño', shu: 5000 },
  { name: 'Serrano', shu: 15000 },
  { name: 'Cayenne', shu: 35000 },
  { name: 'Habanero', shu: 200000 },
  { name: 'Ghost', shu: 1000000 },
  { name: 'Carolina Reaper', shu: 2200000 },
] as const;
export const QUICK_ADD_AMOUNT = 100;

/** Spec 02 §5: parsed as integers; non-numeric input becomes 0. */
export function parseIntegerInput(text: string): number {
  const n = parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** The weight-averaged SHU, rounded; 0 when the total weight is 0. */
export function blendShu(ingredients: readonly { shu: number; amount: number }[]): number {
  const weight = ingredients.reduce((sum, i) => sum + i.amount, 0);
  if (weight === 0) return 0;
  return Math.round(ingredients.reduce((sum, i) => sum + i.shu * i.amount, 0) / weight);
}

export type BlendLevel = 'None' | 'Mild' | 'Medium' | 'Hot' | 'Very Hot' | 'Extreme';

/** None (0), Mild (below 1,000), Medium (below 10,000), Hot (below 100,000), Very Hot (below 1,000,000), Extreme. */
export function blendLevel(shu: number): BlendLevel {
  if (shu === 0) return 'None';
  if (shu < 1_000) return 'Mild';
  if (shu < 10_000) return 'Medium';
  if (shu < 100_000) return 'Hot';
  if (shu < 1_000_000) return 'Very Hot';
  return 'Extreme';
}

/** The last remaining ingredient cannot be removed. */
export function canRemoveIngredient(count: number): boolean {
  return count > 1;
}
