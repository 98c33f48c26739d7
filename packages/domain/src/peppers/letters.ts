import { foldForSearch } from '../text';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');

/** The letter bar offers A-Z, then 0-9 (digits sort after letters). */
const LETTER_BAR: readonly string[] = Object.freeze([...LETTERS, ...DIGITS]);

interface LetterButton {
  letter: string;
  /** Some name starts with this letter. */
  available: boolean;
}

/**
 * The letter bar's buttons, A-Z then 0-9. Without names: the letters alone. With names: each letter
 * with whether a name starts with it (only names starting with A-Z or 0-9 count, accents folded).
 */
export function letterBar(): string[];
export function letterBar(names: readonly string[]): LetterButton[];
export function letterBar(names?: readonly string[]): string[] | LetterButton[] {
  if (!names) return [...LETTER_BAR];
  const available = availableLetters(names);
  return LETTER_BAR.map((letter) => ({ letter, available: available.has(letter) }));
}

/** A name's letter-bar character: its first character upper-cased with accents folded ('ñora' → 'N'); null unless A-Z or 0-9. */
function firstLetter(name: string): string | null {
  const first = foldForSearch(name).charAt(0).toUpperCase();
  return /^[A-Z0-9]$/.test(first) ? first : null;
}

/** The first characters of the names that start with A-Z or 0-9 (upper-cased, accents folded). */
export function availableLetters(names: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const name of names) {
    const letter = firstLetter(name);
    if (letter) found.add(letter);
  }
  return found;
}

/** The selected letter is highlighted only if it exists among the pepper names. */
export function isLetterActive(
  letter: string,
  selected: string | null | undefined,
  available: ReadonlySet<string>,
): boolean {
  return !!selected && letter === selected && available.has(letter);
}
