import { dayOfYear } from '../dates';
import { sameName } from '../text';

interface NamedPepper {
  id: number;
  name: string;
  baseName?: string | null;
}

/** Day of year modulo the number of loaded peppers, so it changes daily; undefined when none are loaded. */
export function pepperOfTheDay<T>(peppers: readonly T[], date: Date): T | undefined {
  if (peppers.length === 0) return undefined;
  return peppers[dayOfYear(date) % peppers.length];
}

const POPULAR_NAMES = [
  'Jalapeño',
  'Bell Pepper',
  'Serrano',
  'Poblano',
  'Cayenne',
  'Habanero',
  'Thai Chile',
  'Fresno',
  'Anaheim',
  'Chipotle',
] as const;
const POPULAR_MAX = 4;

/** Fisher-Yates with an injected random source in [0, 1). */
function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * For each popular name in order, the first variety whose name or baseName matches, at most 4;
 * fewer are filled with other peppers in random order. Names match ignoring case and also accents (a
 * 'Jalapeno' record still counts as Jalapeño); each pepper appears at most once.
 */
export function popularPeppers<T extends NamedPepper>(
  peppers: readonly T[],
  random: () => number = Math.random,
): T[] {
  const chosen: T[] = [];
  for (const wanted of POPULAR_NAMES) {
    if (chosen.length >= POPULAR_MAX) break;
    const match = peppers.find(
      (p) => !chosen.includes(p) && (sameName(p.name, wanted) || sameName(p.baseName, wanted)),
    );
    if (match) chosen.push(match);
  }
  if (chosen.length < POPULAR_MAX) {
    const rest = shuffle(
      peppers.filter((p) => !chosen.includes(p)),
      random,
    );
    chosen.push(...rest.slice(0, POPULAR_MAX - chosen.length));
  }
  return chosen;
}
