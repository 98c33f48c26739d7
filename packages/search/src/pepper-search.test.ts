import { describe, expect, it } from 'vitest';
import { peppers } from '@pepper/content';
import { PepperSearch, searchWords, typoAllowance } from './pepper-search';
import { SEARCH_TABLE } from './search-table';

const search = new PepperSearch(peppers);
const names = (text: string, n = 3) =>
  search
    .search(text)
    .slice(0, n)
    .map((h) => h.name);

describe('the pepper search over the whole catalog', () => {
  it('has a table of at least 60 misspellings, partial names and other names', () => {
    expect(SEARCH_TABLE.length).toBeGreaterThanOrEqual(60);
    const known = new Set(peppers.map((p) => p.name));
    for (const [, meant] of SEARCH_TABLE) expect(known).toContain(meant);
  });

  it('finds the meant variety among the first three for at least 95% of the table', () => {
    const misses = SEARCH_TABLE.filter(([typed, meant]) => !names(typed).includes(meant));
    const hitRate = 1 - misses.length / SEARCH_TABLE.length;
    expect(
      hitRate,
      `missed: ${misses.map(([t, m]) => `${t} → ${m} (got ${names(t).join(', ')})`).join('; ')}`,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it.each(['Habanero', 'Cayenne', 'Serrano', 'Trinidad Scorpion', 'Jalapeño', 'Ghost Pepper', 'Bell Pepper'])(
    'ranks the exact name %s first',
    (name) => {
      expect(names(name, 1)).toEqual([name]);
    },
  );

  it('finds the common misspellings people type', () => {
    expect(names('habenero', 1)).toEqual(['Habanero']);
    expect(names('carolina reapr', 1)).toEqual(['Carolina Reaper']);
    expect(names('scotch bonet', 1)).toEqual(['Scotch Bonnet']);
    expect(names('serano', 1)).toEqual(['Serrano']);
  });

  it('takes a word some pepper holds as meant, not as a typo of another: "reaper" is not every "pepper"', () => {
    const found = search.search('reaper').map((h) => h.name);
    expect(found[0]).toBe('Carolina Reaper');
    expect(found).not.toContain('Bell Pepper');
    expect(found.length).toBeLessThan(10);
  });

  it('folds accents both ways', () => {
    expect(names('jalapeno', 1)).toEqual(['Jalapeño']);
    expect(names('Jalapeño', 1)).toEqual(['Jalapeño']);
  });

  it('reads other names as synonyms: bhut jolokia is the Ghost Pepper', () => {
    expect(names('bhut jolokia', 1)).toEqual(['Ghost Pepper']);
  });

  it('allows more typos in longer words: none up to 3 letters, 1 up to 5, 2 beyond', () => {
    expect([
      typoAllowance('thai'),
      typoAllowance('hab'),
      typoAllowance('bonet'),
      typoAllowance('habenero'),
    ]).toEqual([1, 0, 1, 2]);
  });

  it('suggests up to 6 names from 2 characters on, and none for 1', () => {
    expect(search.suggest('h')).toEqual([]);
    const hits = search.suggest('hab');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(6);
    expect(hits[0].name).toBe('Habanero');
  });

  it('offers the closest name when nothing matches', () => {
    expect(search.search('xqzv')).toEqual([]);
    expect(search.didYouMean('habaneroooo')).toBe('Habanero');
    expect(search.didYouMean('Habanero')).toBeNull();
  });

  it.each(['jalapeño', 'habanero', 'scotch bonnet'])(
    'ranks every variety named for %s above every variety that only mentions it',
    (query) => {
      const wanted = searchWords(query);
      const namedFor = (id: number) => {
        const p = peppers.find((x) => x.id === id)!;
        const named = new Set(searchWords([p.name, p.baseName ?? '', ...p.commonNames].join(' ')));
        return wanted.every((w) => named.has(w));
      };
      const hits = search.search(query);
      const firstOther = hits.findIndex((h) => !namedFor(h.id));
      const lastNamed = hits.findLastIndex((h) => namedFor(h.id));
      expect(hits.filter((h) => namedFor(h.id)).length).toBeGreaterThan(1);
      expect(firstOther).toBeGreaterThan(0);
      expect(lastNamed, `${hits[firstOther].name} ranks above ${hits[lastNamed].name}`).toBeLessThan(
        firstOther,
      );
    },
  );

  it('keeps forgiving typos: "habenaro" finds the habaneros first', () => {
    const first = search.search('habenaro').slice(0, 10);
    expect(first[0].name).toBe('Habanero');
    expect(first.every((h) => /habanero/i.test(h.name) || h.name === 'Habanada')).toBe(true);
  });
});
