/**
 * The pepper list's rules in one place: alphabetical order, search ranking, the heat, origin and letter filters
 * and paging. The API answers from it, so do the mock API and the offline app, and so all three agree.
 */
import type { Pepper, PepperCard, PepperPage, PepperQuery, Recipe, RecipeQuery } from '@pepper/contract';
import { isFilter } from '@pepper/contract/list-queries';
import { PEPPER_LIMIT_MAX } from '@pepper/contract/limits';
import { heatLevelsOfFilter } from '@pepper/contract/heat-levels';
import { pepperHeatLevel } from '@pepper/domain/heat';
import { letterBar } from '@pepper/domain/peppers';
import { recipeHeatMatches } from '@pepper/domain/recipes';
import { foldForSearch } from '@pepper/domain/text';
import { PepperSearch } from './pepper-search';
import { RecipeSearch } from './recipe-search';

/** What a list shows of a pepper. */
const CARD_FIELDS = [
  'id',
  'name',
  'baseName',
  'scientificName',
  'heatLevel',
  'shu',
  'shuMin',
  'shuMax',
  'shuMeasured',
  'origin',
  'species',
  'featured',
  'imageUrl',
] as const satisfies readonly (keyof PepperCard)[];

export function toPepperCard(p: Pepper): PepperCard {
  // Optional fields a pepper leaves out stay out of its card.
  return Object.fromEntries(
    CARD_FIELDS.filter((field) => p[field] !== undefined).map((field) => [field, p[field]]),
  ) as PepperCard;
}

interface Entry {
  pepper: Pepper;
  card: PepperCard;
  foldedName: string;
  /** Folded origin and country, for the origin filter. */
  place: string;
}

/** Letters before digits, then alphabetical ignoring case and accents. */
function byName(a: Entry, b: Entry) {
  const da = /^[0-9]/.test(a.foldedName);
  const db = /^[0-9]/.test(b.foldedName);
  if (da !== db) return da ? 1 : -1;
  return a.foldedName.localeCompare(b.foldedName) || a.pepper.id - b.pepper.id;
}

export class PepperCatalog {
  private readonly entries: Entry[];
  private readonly byId: Map<number, Entry>;
  private readonly engine: PepperSearch;

  constructor(peppers: readonly Pepper[]) {
    this.entries = peppers
      .map((pepper) => ({
        pepper,
        card: toPepperCard(pepper),
        foldedName: foldForSearch(pepper.name),
        place: foldForSearch(`${pepper.origin}\n${pepper.country}`),
      }))
      .sort(byName);
    this.byId = new Map(this.entries.map((e) => [e.pepper.id, e]));
    this.engine = new PepperSearch(this.entries.map((e) => e.pepper));
  }

  get size(): number {
    return this.entries.length;
  }

  get(id: number): Pepper | undefined {
    return this.byId.get(id)?.pepper;
  }

  /** Every pepper, alphabetical. */
  all(): Pepper[] {
    return this.entries.map((e) => e.pepper);
  }

  cards(): PepperCard[] {
    return this.entries.map((e) => e.card);
  }

  /** The letter-bar characters some name starts with, in the bar's order. */
  letters(): string[] {
    return letterBar(this.entries.map((e) => e.pepper.name))
      .filter((button) => button.available)
      .map((button) => button.letter);
  }

  /**
   * A search term ranks by relevance (typos forgiven, the whole name first); without one the list stays
   * alphabetical. Heat, origin and letter narrow either. Without a limit the plain list is one page; a filtered
   * one answers its first PEPPER_LIMIT_MAX.
   */
  find(q: PepperQuery): PepperPage {
    const term = isFilter(q.search) ? q.search.trim() : '';
    const origin = isFilter(q.origin) ? foldForSearch(q.origin.trim()) : null;
    const heat = isFilter(q.heatLevel) ? heatLevelsOfFilter(q.heatLevel) : null;
    const letter = q.letter ? q.letter.toLowerCase() : null;
    const candidates = term ? this.engine.search(term).map((hit) => this.byId.get(hit.id)!) : this.entries;
    const matches = candidates.filter(
      (e) =>
        // The heat scale names the pepper from its SHU, whatever level a caller's record carries.
        (!heat || heat.includes(pepperHeatLevel(e.pepper))) &&
        (!origin || e.place.includes(origin)) &&
        (!letter || e.foldedName.startsWith(letter)),
    );
    const total = matches.length;
    const didYouMean = term && total === 0 ? (this.engine.didYouMean(term) ?? undefined) : undefined;
    if (q.limit === undefined && !PepperCatalog.isFiltered(q))
      return { peppers: matches.map((e) => e.card), total, totalPages: total ? 1 : 0 };
    const limit = Math.min(q.limit ?? PEPPER_LIMIT_MAX, PEPPER_LIMIT_MAX);
    const page = q.page ?? 1;
    return {
      peppers: matches.slice((page - 1) * limit, page * limit).map((e) => e.card),
      total,
      totalPages: Math.ceil(total / limit),
      ...(didYouMean ? { didYouMean } : {}),
    };
  }

  /** Up to 6 peppers to offer while a name is typed. */
  suggest(text: string): PepperCard[] {
    return this.engine.suggest(text).map((hit) => this.byId.get(hit.id)!.card);
  }

  /** A query that filters (only the plain list answers everything at once). */
  static isFiltered(q: PepperQuery): boolean {
    return isFilter(q.search) || isFilter(q.origin) || isFilter(q.heatLevel) || Boolean(q.letter);
  }

  /** A stable key for a query: equivalent queries share one answer. */
  static queryKey(q: PepperQuery): string {
    const f = (v: string | undefined) => (isFilter(v) ? foldForSearch(v.trim()) : '');
    const limit =
      q.limit === undefined && !PepperCatalog.isFiltered(q)
        ? 'all'
        : Math.min(q.limit ?? PEPPER_LIMIT_MAX, PEPPER_LIMIT_MAX);
    return [
      'peppers',
      limit === 'all' ? 1 : (q.page ?? 1),
      limit,
      f(q.search),
      f(q.heatLevel),
      f(q.origin),
      f(q.letter),
    ].join('|');
  }
}

/**
 * The public recipes' rules: category, heat (a level of the scale, or an old recipe word) and a variety narrow
 * the list (a recipe uses a variety when one of its pepper names links to it); a search term ranks by title,
 * peppers and ingredients.
 */
export class RecipeCatalog<R extends Recipe = Recipe> {
  private readonly engine: RecipeSearch<R>;

  constructor(readonly recipes: readonly R[]) {
    this.engine = new RecipeSearch(recipes);
  }

  find(q: RecipeQuery): R[] {
    const term = isFilter(q.search) ? q.search.trim() : '';
    const candidates = term ? this.engine.search(term) : this.recipes;
    return candidates.filter(
      (r) =>
        (!isFilter(q.category) || r.category === q.category) &&
        // A level of the scale, or an old recipe word standing for the levels it covers ('extreme').
        recipeHeatMatches(r.heatLevel, q.heatLevel) &&
        (q.pepper === undefined || r.pepperLinks.some((link) => link.pepperId === q.pepper)),
    );
  }
}
