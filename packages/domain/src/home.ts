import { foldForSearch } from './search';

export interface NamedPepper {
  id: number;
  name: string;
  baseName?: string | null;
}

/** Day of the year with 1 January as day 1 (local calendar date). */
export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 1);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - start) / 86_400_000) + 1;
}

/** Spec 01 §4: chosen by day of year modulo the number of loaded peppers, so it changes daily. */
export function pepperOfTheDay<T>(peppers: readonly T[], date: Date): T | undefined {
  if (peppers.length === 0) return undefined;
  return peppers[dayOfYear(date) % peppers.length];
}

export const POPULAR_NAMES = ['Jalapeño', 'Bell Pepper', 'Serrano', 'Poblano', 'Cayenne', 'Habanero', 'Thai Chile', 'Fresno', 'Anaheim', 'Chipotle'] as const;
export const POPULAR_MAX = 4;

/**
 * Spec 01 §4: for each popular name in order, the first variety whose name or baseName matches (ignoring
 * case, and accents too, so 'Jalapeno' counts), at most 4; fewer are filled with others in random order.
 */
export function popularPeppers<T extends NamedPepper>(peppers: readonly T[], random: () => number = Math.random): T[] {
  const chosen: T[] = [];
  for (const wanted of POPULAR_NAMES) {
    if (chosen.length >= POPULAR_MAX) break;
    const key = foldForSearch(wanted);
    const match = peppers.find(
      (p) => !chosen.includes(p) && (foldForSearch(p.name) === key || foldForSearch(p.baseName ?? '') === key),
    );
    if (match) chosen.push(match);
  }
  if (chosen.length < POPULAR_MAX) {
    const rest = peppers.filter((p) => !chosen.includes(p));
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
    chosen.push(...rest.slice(0, POPULAR_MAX - chosen.length));
  }
  return chosen;
}

/** Trimmed search text, or null when blank. */
export function normaliseSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** Spec 01 §2: /peppers?search={trimmed text, URL-encoded}; blank text is ignored (null). */
export function searchHref(text: string): string | null {
  const q = normaliseSearch(text);
  return q === null ? null : `/peppers?search=${encodeURIComponent(q)}`;
}
