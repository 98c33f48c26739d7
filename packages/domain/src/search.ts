/** Lower-cases and strips diacritics, so 'jalapeno' finds 'Jalapeño'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export interface SearchablePepper {
  name: string;
  baseName?: string | null;
  commonNames?: string[];
}

/** Search matches name, baseName and common names, ignoring case and accents. */
export function matchesPepperSearch(pepper: SearchablePepper, query: string): boolean {
  const q = foldForSearch(query);
  if (!q) return true;
  return [pepper.name, pepper.baseName ?? '', ...(pepper.commonNames ?? [])].some((n) => foldForSearch(n).includes(q));
}
