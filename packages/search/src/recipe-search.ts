/**
 * The recipe search: the same rules as the pepper search (typos by word length, prefix on the last word, accents
 * folded), over the title first, then the peppers used, then the ingredients; a whole title always first.
 */
import MiniSearch from 'minisearch';
import { foldForSearch, foldName } from '@pepper/domain/text';
import { searchWords, typoAllowance } from './pepper-search';

export interface SearchableRecipe {
  id: number;
  title: string;
  peppers?: readonly string[];
  ingredients?: readonly string[];
}

export const RECIPE_FIELD_BOOSTS = { title: 5, peppers: 2.5, ingredients: 1 } as const;

export class RecipeSearch<R extends SearchableRecipe> {
  private readonly index: MiniSearch<R>;
  private readonly byId = new Map<number, R>();

  constructor(recipes: readonly R[]) {
    this.index = new MiniSearch<R>({
      fields: ['title', 'peppers', 'ingredients'],
      extractField: (doc, field) => {
        const value = (doc as unknown as Record<string, unknown>)[field];
        return (Array.isArray(value) ? value.join(' ') : value) as string;
      },
      tokenize: searchWords,
      processTerm: (term) => foldForSearch(term) || null,
    });
    this.index.addAll(recipes as R[]);
    for (const r of recipes) this.byId.set(r.id, r);
  }

  /** The recipes the text finds, best first; every word must match (typos allowed), else any word. */
  search(text: string): R[] {
    const folded = foldName(text);
    if (!folded) return [];
    const run = (combineWith: 'AND' | 'OR') =>
      this.index.search(folded, {
        boost: RECIPE_FIELD_BOOSTS,
        combineWith,
        fuzzy: (term) => typoAllowance(term),
        prefix: (_term, i, terms) => i === terms.length - 1,
        weights: { fuzzy: 0.45, prefix: 0.75 },
      });
    let results = run('AND');
    if (!results.length && searchWords(folded).length > 1) results = run('OR');
    const whole = (id: number) => foldName(this.byId.get(id)!.title) === folded;
    return results
      .sort((a, b) => Number(whole(b.id as number)) - Number(whole(a.id as number)) || b.score - a.score)
      .map((r) => this.byId.get(r.id as number)!);
  }
}
