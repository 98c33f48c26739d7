import type { HeatLevel } from '@pepper/contract';

interface GrowDifficulty {
  label: 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner';
  stars: number;
}

/** By shuMax: above 1,000,000 Expert (5 stars); above 100,000 Advanced (4); above 30,000 Intermediate (3); else Beginner (2). */
export function growDifficulty(shuMax: number): GrowDifficulty {
  if (shuMax > 1_000_000) return { label: 'Expert', stars: 5 };
  if (shuMax > 100_000) return { label: 'Advanced', stars: 4 };
  if (shuMax > 30_000) return { label: 'Intermediate', stars: 3 };
  return { label: 'Beginner', stars: 2 };
}

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
