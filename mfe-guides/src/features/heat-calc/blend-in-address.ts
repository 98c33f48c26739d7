import {
  canRemoveIngredient,
  DEFAULT_INGREDIENT,
  parseIntegerInput,
  QUICK_ADD_AMOUNT,
  QUICK_ADD_PEPPERS,
  type Ingredient,
} from '@pepper/domain/heat';

/**
 * The blend as the calculator's address keeps it: each ingredient's name, heat and grams as repeated fields
 * (`?name=Jalapeño&shu=5000&amount=100&name=Habanero&…`), the form's own fields, so the blend sent as a form
 * before the page's code runs, or without it, is what the server renders, and every blend is a link.
 */
export const BLEND_FIELDS = { name: 'name', shu: 'shu', amount: 'amount' } as const;

/**
 * The buttons that change the list send one more field with the blend: `add` a quick-add pepper by its name (or
 * an empty row for an empty name), or `remove` a row by its place in the list, counted from 0.
 */
export const BLEND_ACTIONS = { add: 'add', remove: 'remove' } as const;

const row = (index: number, fields: Omit<Ingredient, 'id'>): Ingredient => ({
  id: `ingredient-${index}`,
  ...fields,
});

/** The ingredients an address holds (one Jalapeño at 100 g when it holds none), with its add or remove applied. */
export function blendFromAddress(params: URLSearchParams): Ingredient[] {
  const names = params.getAll(BLEND_FIELDS.name);
  const shus = params.getAll(BLEND_FIELDS.shu);
  const amounts = params.getAll(BLEND_FIELDS.amount);
  const count = Math.max(names.length, shus.length, amounts.length);
  let list: Omit<Ingredient, 'id'>[] = Array.from({ length: count }, (_, i) => ({
    name: names[i] ?? '',
    shu: parseIntegerInput(shus[i]),
    amount: parseIntegerInput(amounts[i]),
  }));
  if (list.length === 0) list = [{ ...DEFAULT_INGREDIENT }];

  const remove = params.get(BLEND_ACTIONS.remove);
  const removed = remove !== null && /^\d+$/.test(remove) ? Number(remove) : -1;
  if (removed >= 0 && removed < list.length && canRemoveIngredient(list.length))
    list = list.filter((_, i) => i !== removed);

  const add = params.get(BLEND_ACTIONS.add);
  if (add !== null) {
    const quick = QUICK_ADD_PEPPERS.find((p) => p.name === add);
    list = [...list, quick ? { ...quick } : { name: '', shu: 0, amount: QUICK_ADD_AMOUNT }];
  }
  return list.map((fields, i) => row(i, fields));
}

/** The address of a blend: its ingredients' fields, in order. */
export function blendAddress(ingredients: readonly Omit<Ingredient, 'id'>[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const { name, shu, amount } of ingredients) {
    query.append(BLEND_FIELDS.name, name);
    query.append(BLEND_FIELDS.shu, String(shu));
    query.append(BLEND_FIELDS.amount, String(amount));
  }
  return query;
}
