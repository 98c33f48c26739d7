import type { HeatLevel } from './heat';

export const GROW_CATEGORIES = ['beginner', 'intermediate', 'expert', 'species'] as const;
export type GrowCategory = (typeof GROW_CATEGORIES)[number];

export const GROW_CATEGORY_INFO: Record<GrowCategory, { title: string; description: string }> = {
  beginner: { title: 'Beginner', description: 'Mild and medium varieties: forgiving, fast and productive.' },
  intermediate: { title: 'Intermediate', description: 'Hot varieties that want more warmth and a longer season.' },
  expert: { title: 'Expert', description: 'Extreme superhots: slow to germinate, hungry for heat, worth the wait.' },
  species: { title: 'By Species', description: 'Every variety grouped by its Capsicum species.' },
};

export function isGrowCategory(value: string | undefined): value is GrowCategory {
  return (GROW_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Spec 01 §9: beginner = mild or medium; intermediate = hot; expert = extreme; species = all (grouped). */
export function peppersForGrowCategory<T extends { heatLevel: HeatLevel }>(peppers: readonly T[], category: string): T[] {
  switch (category) {
    case 'beginner':
      return peppers.filter((p) => p.heatLevel === 'mild' || p.heatLevel === 'medium');
    case 'intermediate':
      return peppers.filter((p) => p.heatLevel === 'hot');
    case 'expert':
      return peppers.filter((p) => p.heatLevel === 'extreme');
    case 'species':
      return [...peppers];
    default:
      return [];
  }
}

/** Varieties grouped by species, species in alphabetical order, names sorted within. */
export function groupBySpecies<T extends { species: string; name: string }>(peppers: readonly T[]): { species: string; peppers: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const p of peppers) groups.set(p.species, [...(groups.get(p.species) ?? []), p]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([species, list]) => ({ species, peppers: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}
