import { foldForSearch } from './search';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');

/** Spec 01 §5: the bar offers A-Z, then 0-9 (digits sort after letters). */
export const LETTER_BAR: readonly string[] = [...LETTERS, ...DIGITS];

export function letterBar(): readonly string[] {
  return LETTER_BAR;
}

/** First characters (accents folded, upper-cased) of the names that start with A-Z or 0-9. */
export function availableLetters(names: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const name of names) {
    const first = foldForSearch(name).charAt(0).toUpperCase();
    if (/^[A-Z0-9]$/.test(first)) found.add(first);
  }
  return found;
}

/** The highlight applies only to the selected letter, and only if that letter exists among the names. */
export function isLetterActive(letter: string, selected: string | null | undefined, available: Set<string>): boolean {
  return letter === selected && available.has(letter);
}

/** Whether a name starts with the letter (accents and case ignored). */
export function startsWithLetter(name: string, letter: string): boolean {
  return foldForSearch(name).charAt(0).toUpperCase() === letter.toUpperCase();
}
