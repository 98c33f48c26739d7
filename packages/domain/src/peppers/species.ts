const UNKNOWN_SPECIES = 'Unknown species';

const speciesOf = (p: { species?: string | null }) => p.species?.trim() || UNKNOWN_SPECIES;

/**
 * How many groups groupBySpecies makes, without sorting them: a count needs no collation, whose first use on a
 * page loads the browser's collation data.
 */
export function countSpecies(peppers: readonly { species?: string | null }[]): number {
  return new Set(peppers.map(speciesOf)).size;
}

/** Varieties grouped by species: species A-Z (an unknown species last), names A-Z within each. */
export function groupBySpecies<T extends { species?: string | null; name: string }>(
  peppers: readonly T[],
): { species: string; peppers: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const p of peppers) {
    const species = speciesOf(p);
    groups.set(species, [...(groups.get(species) ?? []), p]);
  }
  const rank = (s: string) => (s === UNKNOWN_SPECIES ? 1 : 0);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([species, list]) => ({ species, peppers: [...list].sort((a, b) => a.name.localeCompare(b.name)) }));
}
