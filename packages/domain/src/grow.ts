import type { HeatLevel } from './heat-scale';

/** The grow center's category pages. */
export const GROW_CATEGORIES = ['beginner', 'intermediate', 'expert', 'species'] as const;
export type GrowCategory = (typeof GROW_CATEGORIES)[number];

export const GROW_CATEGORY_INFO: Record<GrowCategory, { title: string; description: string }> = {
  beginner: {
    title: 'Beginner',
    description: 'Sweet, mild and medium varieties: forgiving, fast and productive.',
  },
  intermediate: {
    title: 'Intermediate',
    description: 'Hot and very hot varieties that want more warmth and a longer season.',
  },
  expert: {
    title: 'Expert',
    description: 'Superhots, a million SHU and up: slow to germinate, hungry for heat, worth the wait.',
  },
  species: { title: 'By Species', description: 'Every variety grouped by its Capsicum species.' },
};

export function isGrowCategory(value: string | null | undefined): value is GrowCategory {
  return (GROW_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * On the heat scale: beginner = no heat, mild or medium; intermediate = hot or very hot; expert = superhot;
 * species = every variety
 * (the page groups them with groupBySpecies). An unknown category lists nothing ('No Varieties Found').
 */
export function peppersForGrowCategory<T extends { heatLevel: HeatLevel }>(
  peppers: readonly T[],
  category: string,
): T[] {
  switch (category) {
    case 'beginner':
      return peppers.filter(
        (p) => p.heatLevel === 'no-heat' || p.heatLevel === 'mild' || p.heatLevel === 'medium',
      );
    case 'intermediate':
      return peppers.filter((p) => p.heatLevel === 'hot' || p.heatLevel === 'very-hot');
    case 'expert':
      return peppers.filter((p) => p.heatLevel === 'superhot');
    case 'species':
      return [...peppers];
    default:
      return [];
  }
}

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

/** The four static climate zones and their hardiness ranges. */
export const CLIMATE_ZONES = [
  { zone: 'Tropical/Subtropical', hardiness: '10-11' },
  { zone: 'Temperate/Mediterranean', hardiness: '8-9' },
  { zone: 'Continental/Northern', hardiness: '4-7' },
  { zone: 'Desert/Arid', hardiness: '9-10' },
] as const;
export type ClimateZoneName = (typeof CLIMATE_ZONES)[number]['zone'];
