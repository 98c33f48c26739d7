import { describe, expect, it } from 'vitest';
import { dayOfYear, pepperOfTheDay, popularPeppers, searchHref } from './home';
import { isNavTabActive, NAV_TABS } from './nav';
import { foldForSearch, matchesPepperSearch } from './search';
import { prepareSuggestion, SUGGESTION_CATEGORIES } from './suggestions';

const p = (id: number, name: string, baseName?: string) => ({ id, name, baseName });

describe('Pepper of the Day', () => {
  it('counts 1 January as day 1 and 31 December of a leap year as day 366', () => {
    expect(dayOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
  });

  it('is chosen by day of year modulo the number of loaded peppers, so it changes daily', () => {
    const list = [p(1, 'A'), p(2, 'B'), p(3, 'C')];
    expect(pepperOfTheDay(list, new Date(2026, 0, 1))?.id).toBe(2); // 1 % 3
    expect(pepperOfTheDay(list, new Date(2026, 0, 2))?.id).toBe(3); // 2 % 3
    expect(pepperOfTheDay(list, new Date(2026, 0, 3))?.id).toBe(1); // 3 % 3
    expect(pepperOfTheDay([], new Date())).toBeUndefined();
  });
});

describe('Popular Peppers', () => {
  it('takes the first match of each name in order, by name or baseName ignoring case, and stops at 4', () => {
    const list = [p(1, 'Habanero'), p(2, 'purple jalapeño', 'Jalapeño'), p(3, 'Serrano'), p(4, 'BELL PEPPER'), p(5, 'Poblano'), p(6, 'Cayenne')];
    expect(popularPeppers(list).map((x) => x.id)).toEqual([2, 4, 3, 5]);
  });

  it('fills up with other peppers in random order when fewer than 4 match', () => {
    const list = [p(1, 'Serrano'), p(2, 'Zebra'), p(3, 'Yellow Wax'), p(4, 'Xcatic'), p(5, 'Wiri Wiri')];
    const chosen = popularPeppers(list, () => 0);
    expect(chosen).toHaveLength(4);
    expect(chosen[0].id).toBe(1);
    expect(new Set(chosen.map((x) => x.id)).size).toBe(4);
  });

  it('never repeats a pepper and returns fewer when the list is short', () => {
    expect(popularPeppers([p(1, 'Jalapeño')])).toHaveLength(1);
  });
});

describe('home search', () => {
  it('goes to /peppers?search= with the trimmed, URL-encoded text', () => {
    expect(searchHref('  ghost pepper ')).toBe('/peppers?search=ghost%20pepper');
    expect(searchHref('jalapeño & co')).toBe('/peppers?search=jalape%C3%B1o%20%26%20co');
  });

  it('ignores blank text', () => expect(searchHref('   ')).toBeNull());
});

describe('search folding', () => {
  it("finds 'Jalapeño' by 'jalapeno', by base name and by common name", () => {
    expect(foldForSearch('Jalapeño')).toBe('jalapeno');
    expect(matchesPepperSearch({ name: 'Jalapeño' }, 'JALAPENO')).toBe(true);
    expect(matchesPepperSearch({ name: 'Early Jalapeño', baseName: 'Jalapeño' }, 'jalap')).toBe(true);
    expect(matchesPepperSearch({ name: 'Ghost Pepper', commonNames: ['Bhut Jolokia'] }, 'bhut')).toBe(true);
    expect(matchesPepperSearch({ name: 'Habanero' }, 'serrano')).toBe(false);
  });
});

describe('bottom navigation', () => {
  const active = (path: string) => NAV_TABS.filter((t) => isNavTabActive(t, path)).map((t) => t.label);
  it.each([
    ['/', ['Home']],
    ['/peppers', ['Search']],
    ['/peppers/12', ['Search']],
    ['/grow', ['Grow']],
    ['/grow/climate', ['Grow']],
    ['/menu', ['Menu']],
    ['/recipes', ['Menu']],
    ['/recipes/1001', ['Menu']],
    ['/tools', ['Menu']],
    ['/tools/heat-calc', ['Menu']],
    ['/glossary', []],
    ['/favorites', []],
  ])('%s activates %j', (path, tabs) => expect(active(path)).toEqual(tabs));
});

describe('suggestions', () => {
  it('offer the five categories with their labels', () => {
    expect(SUGGESTION_CATEGORIES.map((c) => `${c.value}:${c.label}`)).toEqual([
      'feature:New Feature',
      'pepper:Pepper Request',
      'recipe:Recipe Idea',
      'improvement:UI Improvement',
      'other:Other',
    ]);
  });

  it('are refused when blank after trimming', () => {
    expect(prepareSuggestion({ content: ' \n\t ', category: 'other' })).toEqual({ ok: false, reason: 'blank' });
  });

  it('are trimmed, and an empty email is omitted', () => {
    expect(prepareSuggestion({ content: '  More Aji  ', category: 'pepper', userEmail: '  ' })).toEqual({
      ok: true,
      payload: { content: 'More Aji', category: 'pepper' },
    });
    expect(prepareSuggestion({ content: 'x', category: 'other', userEmail: ' a@b.co ' })).toEqual({
      ok: true,
      payload: { content: 'x', category: 'other', userEmail: 'a@b.co' },
    });
  });
});
