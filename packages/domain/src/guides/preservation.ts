import type { HeatLevel } from '@pepper/contract';
import { HEAT_LEVELS } from '@pepper/contract/heat-levels';
import { isTicked, tickedCount, toggleTick, type Ticks } from './ticks';

/** The preservation guide's pepper types are the heat scale's levels; none is chosen by default. */
export const PEPPER_TYPES = HEAT_LEVELS;
export type PepperType = HeatLevel;

function isPepperType(value: string | null | undefined): value is PepperType {
  return (PEPPER_TYPES as readonly string[]).includes(value ?? '');
}

/** Words in a method's best-for list that point at each pepper type. */
const PEPPER_TYPE_KEYWORDS: Record<PepperType, readonly string[]> = {
  'no-heat': ['sweet', 'bell', 'pimiento', 'thick-walled', 'thick walled'],
  mild: ['mild', 'sweet', 'bell', 'poblano', 'anaheim', 'banana', 'thick-walled', 'thick walled'],
  medium: ['medium', 'jalapeño', 'jalapeno', 'serrano', 'fresno', 'thick-walled', 'thick walled'],
  hot: ['hot', 'cayenne', 'thai', 'thin-walled', 'thin walled'],
  'very-hot': ['very hot', 'habanero', 'scotch bonnet', 'thin-walled', 'thin walled'],
  superhot: ['superhot', 'super-hot', 'ghost', 'reaper', 'scorpion', 'thin-walled', 'thin walled'],
};

/** These entries match every type. */
const UNIVERSAL_BEST_FOR = ['All pepper types', 'All varieties'] as const;

/**
 * A method is recommended when any of its best-for entries contains one of the type's keywords
 * (case-insensitive); the entries 'All pepper types' and 'All varieties' match every type. None for no type.
 */
export function recommendedMethods<T extends { bestFor: readonly string[] }>(
  methods: readonly T[],
  type: PepperType | '' | null | undefined,
): T[] {
  if (!type || !isPepperType(type)) return [];
  const words = PEPPER_TYPE_KEYWORDS[type];
  return methods.filter((m) =>
    m.bestFor.some((entry) => {
      const e = entry.toLowerCase();
      return UNIVERSAL_BEST_FOR.some((u) => u.toLowerCase() === e) || words.some((w) => e.includes(w));
    }),
  );
}

/** Clicking a method shows its guide; clicking the chosen method again hides it. */
export function toggleMethod(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The steps ticked done, per method. */
export type StepProgress = Ticks<string>;

/** Clicking a step toggles it done; progress is kept in page memory only. */
export const toggleStep: (progress: StepProgress, method: string, step: number) => StepProgress = toggleTick;
export const isStepDone: (progress: StepProgress, method: string, step: number) => boolean = isTicked;
export const completedSteps: (progress: StepProgress, method: string) => number = tickedCount;

/** Preservation figures. */
export const DEHYDRATOR_TEMP = { f: 135, c: 57 } as const;
export const DEHYDRATING_HOURS = '6-18';
export const AIR_DRYING_WEEKS = '2-4';
export const FROZEN = { months: '8-12', tempF: 0 } as const;
export const PICKLED_SHELF_LIFE = '1-2 years';
export const CANNING_PH_CEILING = 4.6;
