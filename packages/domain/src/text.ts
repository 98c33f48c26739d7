/** Lower-cases, strips diacritics and trims: 'Jalapeño' → 'jalapeno', so either spelling finds the other. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Folds for name comparison: also unifies curly apostrophes and collapses inner whitespace. */
export function foldName(text: string): string {
  return foldForSearch(text)
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
}

/** Two names are the same ignoring case, accents, apostrophe style and spacing. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return foldName(a) === foldName(b);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` mentions `phrase` as whole words, ignoring case and accents ('India' is in 'Assam, India' but not in 'Indiana'). */
export function mentionsWords(text: string, phrase: string): boolean {
  const needle = foldName(phrase);
  if (!needle) return false;
  return new RegExp(`(^|[^a-z0-9])${escape(needle)}($|[^a-z0-9])`).test(foldName(text));
}
