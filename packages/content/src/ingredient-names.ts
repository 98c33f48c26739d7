/**
 * The name of an ingredient without its quantity, unit, preparation or brackets: '2 lb (900 g) chicken wings,
 * patted dry' → 'chicken wings'. Used to compare recipes by what goes into them.
 */
const UNITS =
  /\b(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|lb|lbs|pounds?|oz|ounces?|g|kg|ml|l|liters?|litres?|quarts?|pints?|cloves?|pinch|handful|bunch|sprigs?|slices?|cans?|jars?|sticks?|pieces?|inch|in|cm|mm|large|medium|small|whole|heaped|level|about|plus|more|fresh|dried|ground)\b/g;

export function ingredientName(line: string): string {
  return line
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/,| for | to /)[0]
    .replace(/[\d½¼¾⅓⅔⅛/.-]+/g, ' ')
    .replace(UNITS, ' ')
    .replace(/\b(?:of|a|an|the|or|and)\b/g, ' ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=[a-z]{3})(?:es|s)$/, '');
}

/** Jaccard similarity of two recipes' ingredient names: shared names over all names. */
export function ingredientSimilarity(a: readonly string[], b: readonly string[]): number {
  const x = new Set(a.map(ingredientName).filter(Boolean));
  const y = new Set(b.map(ingredientName).filter(Boolean));
  let shared = 0;
  for (const name of x) if (y.has(name)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
}
