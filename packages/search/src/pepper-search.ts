/**
 * The one pepper search, the same on the server, in the mocks and in the browser: typo-tolerant (edit distance
 * grows with the word), prefix matching on the last word as it is typed, accents folded both ways, common names
 * as synonyms, and ranked by where a word matched (name, then common names, then origin, then the description),
 * with a whole-name match always first. Built on MiniSearch.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { foldForSearch, foldName } from '@pepper/domain/text';

export interface SearchablePepper {
  id: number;
  name: string;
  baseName?: string | null;
  commonNames?: readonly string[];
  origin?: string;
  country?: string;
  description?: string | null;
  culinaryUses?: readonly string[];
  /** Well-known varieties come first among equals (a half-typed 'hab' means the Habanero first). */
  featured?: boolean;
}

export interface PepperHit {
  id: number;
  name: string;
  score: number;
}

/** Where a word matched counts this much: the name most, the description least. */
export const FIELD_BOOSTS = { name: 6, commonNames: 3, origin: 1.2, description: 0.3 } as const;

/** The fields that name a variety: a match in one of them outranks any match in its text. */
const NAME_FIELDS = ['name', 'commonNames'];

/** Edit distance allowed for a word: none up to 3 letters, 1 up to 5, 2 beyond ('serano' → 'serrano'). */
export function typoAllowance(word: string): number {
  if (word.length <= 3) return 0;
  if (word.length <= 5) return 1;
  return 2;
}

/** Words as the search reads them: folded, split at anything but letters and digits. */
export const searchWords = (text: string) =>
  foldForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const words = searchWords;

/** The text of a pepper's field as the index reads it. */
function fieldText(p: SearchablePepper, field: string): string {
  if (field === 'name') return p.name;
  // The family a variety belongs to ('Habanero' for Chocolate Habanero) counts as another name of it.
  if (field === 'commonNames') return [p.baseName ?? '', ...(p.commonNames ?? [])].join(' ');
  if (field === 'origin') return [p.origin ?? '', p.country ?? ''].join(' ');
  if (field === 'description') return [p.description ?? '', ...(p.culinaryUses ?? [])].join(' ');
  // The id stays a number, so hits map back to their peppers.
  return (p as unknown as Record<string, string>)[field];
}

/** The fields searched, in the index's order. */
const FIELDS = ['name', 'commonNames', 'origin', 'description'];

export class PepperSearch {
  private readonly index: MiniSearch<SearchablePepper>;
  private readonly byId = new Map<number, SearchablePepper>();
  private readonly nameOf = new Map<number, string>();
  /** Whole names and common names, folded, for the whole-name rule (typos allowed, as in the words). */
  private readonly wholeNames = new SearchableMap<number[]>();
  /** Every word the peppers hold, in any field: a word found as typed is taken as meant, not as a typo. */
  private readonly knownWords = new Set<string>();

  constructor(peppers: readonly SearchablePepper[]) {
    this.index = new MiniSearch<SearchablePepper>({
      fields: FIELDS,
      idField: 'id',
      extractField: (doc, field) => fieldText(doc as SearchablePepper, field),
      tokenize: (text) => words(text),
      processTerm: (term) => foldForSearch(term) || null,
    });
    this.index.addAll(peppers as SearchablePepper[]);
    for (const p of peppers) {
      this.byId.set(p.id, p);
      for (const field of FIELDS) for (const word of words(fieldText(p, field))) this.knownWords.add(word);
      for (const n of [p.name, ...(p.commonNames ?? [])]) {
        const key = foldName(n);
        this.wholeNames.set(key, [...(this.wholeNames.get(key) ?? []), p.id]);
        this.nameOf.set(p.id, foldName(p.name));
      }
    }
  }

  private query(text: string, combineWith: 'AND' | 'OR', options: { names?: boolean; typos?: boolean } = {}) {
    return this.index.search(text, {
      boost: FIELD_BOOSTS,
      combineWith,
      // A word some pepper holds as typed ('reaper') is what was meant: read as a typo it would also find every
      // 'pepper'. Only a word found nowhere is forgiven its typos ('habenaro').
      fuzzy:
        options.typos === false ? false : (term) => (this.knownWords.has(term) ? 0 : typoAllowance(term)),
      prefix: (_term, i, terms) => i === terms.length - 1,
      weights: { fuzzy: 0.45, prefix: 0.75 },
      ...(options.names ? { fields: NAME_FIELDS } : {}),
    });
  }

  /**
   * The peppers named for the text: every word in the name, the base name or another name, exactly, else
   * within the typos the words allow (the second set is used only when the first is empty, so a misspelt
   * 'habenaro' still puts the habaneros first, while a correct 'habanero' does not lift the Cobanero).
   */
  private namedFor(text: string): Set<number> {
    const exact = this.query(text, 'AND', { names: true, typos: false });
    const hits = exact.length ? exact : this.query(text, 'AND', { names: true });
    return new Set(hits.map((r) => r.id as number));
  }

  /**
   * Every pepper the text finds, best first. All its words must match (allowing typos); when none matches them
   * all, any word will do. A pepper whose whole name (or a common name) is the text comes first, then names that
   * start with it, then every other pepper named for it (its base name or another name holds the words), and
   * only then the peppers that merely mention it in their text.
   */
  search(text: string): PepperHit[] {
    const folded = foldName(text);
    if (!folded) return [];
    let results = this.query(folded, 'AND');
    if (!results.length && words(folded).length > 1) results = this.query(folded, 'OR');
    // Whole names within the typos the words allow, closest first: 'habenero' is the Habanero itself.
    const whole = new Map<number, number>();
    for (const [name, [ids, distance]] of this.wholeNames.fuzzyGet(
      folded,
      typoAllowance(folded.replace(/\s+/g, '')),
    )) {
      for (const id of ids) {
        const d = distance + (name === this.nameOf.get(id) ? 0 : 0.5);
        if (!whole.has(id) || d < whole.get(id)!) whole.set(id, d);
      }
    }
    // Only the closest whole names count as the text itself: a correct 'habanero' is not the Cobanero.
    const closest = Math.floor(Math.min(...whole.values()));
    for (const [id, d] of whole) if (d >= closest + 1) whole.delete(id);
    const named = this.namedFor(folded);
    const rank = (r: SearchResult) => {
      const id = r.id as number;
      if (whole.has(id)) return whole.get(id)!;
      if (this.nameOf.get(id)!.startsWith(folded)) return 10;
      return named.has(id) ? 15 : 20;
    };
    return results
      .map((r) => ({ r, tier: rank(r) }))
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          Number(Boolean(this.byId.get(b.r.id)!.featured)) -
            Number(Boolean(this.byId.get(a.r.id)!.featured)) ||
          b.r.score - a.r.score ||
          this.byId.get(a.r.id)!.name.localeCompare(this.byId.get(b.r.id)!.name),
      )
      .map(({ r }) => ({ id: r.id as number, name: this.byId.get(r.id as number)!.name, score: r.score }));
  }

  /** Up to `limit` names to offer while the reader types (from 2 characters). */
  suggest(text: string, limit = 6): PepperHit[] {
    if (foldForSearch(text).length < 2) return [];
    return this.search(text).slice(0, limit);
  }

  /** The closest name when nothing matches: the best single-word match with a wider allowance for typos. */
  didYouMean(text: string): string | null {
    const folded = foldName(text);
    if (!folded || this.search(folded).length) return null;
    const loose = this.index.search(folded, {
      boost: FIELD_BOOSTS,
      combineWith: 'OR',
      fuzzy: 0.4,
      prefix: true,
      fields: ['name', 'commonNames'],
    });
    return loose.length ? this.byId.get(loose[0].id as number)!.name : null;
  }
}
