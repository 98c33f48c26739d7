import { describe, expect, it } from 'vitest';
import {
  filterOrNone,
  isFilter,
  pepperQueryFrom,
  recipeQueryFrom,
  sentPepperQuery,
  DEFAULT_PEPPER_FILTERS,
  pepperFiltersAt,
  pepperQueryOf,
  recipeFiltersAt,
} from './list-queries.js';

/** A pepper query in which no parameter is set. */
const NO_PEPPER_FILTER = {
  page: undefined,
  limit: undefined,
  search: undefined,
  heatLevel: undefined,
  origin: undefined,
  letter: undefined,
};

/** A recipe query in which no parameter is set. */
const NO_RECIPE_FILTER = { category: undefined, heatLevel: undefined, pepper: undefined, search: undefined };

describe('what filters a list', () => {
  it('an empty, blank or "all" value is no filter; any other value is', () => {
    for (const none of [undefined, null, '', '   ', 'all']) expect(isFilter(none)).toBe(false);
    expect(isFilter('hot')).toBe(true);
    expect(isFilter('Mexico')).toBe(true);
  });

  it('leaves a value that does not filter out of an address', () => {
    expect(filterOrNone('all')).toBeUndefined();
    expect(filterOrNone('')).toBeUndefined();
    expect(filterOrNone('mild')).toBe('mild');
  });
});

describe('the pepper query read from an address', () => {
  it('reads every parameter the list knows', () => {
    expect(
      pepperQueryFrom(new URLSearchParams('page=2&limit=20&search=hab&heatLevel=hot&letter=x&origin=Peru')),
    ).toEqual({ page: 2, limit: 20, search: 'hab', heatLevel: 'hot', letter: 'x', origin: 'Peru' });
  });

  it('leaves out what cannot be read: a page that is no whole number, a letter of two, an unknown heat', () => {
    expect(pepperQueryFrom(new URLSearchParams('page=zero&limit=-3&letter=ab&heatLevel=lava'))).toEqual(
      NO_PEPPER_FILTER,
    );
  });
});

describe('the pepper query as the app sends it', () => {
  it('keeps only the values that filter, the search trimmed', () => {
    expect(sentPepperQuery({ page: 3, search: '  scotch ', heatLevel: 'all', origin: '' })).toEqual({
      ...NO_PEPPER_FILTER,
      page: 3,
      search: 'scotch',
    });
  });

  it('drops the search beside a letter, which names the start of the name', () => {
    expect(sentPepperQuery({ search: 'C', letter: 'C', origin: 'Mexico' })).toMatchObject({
      search: undefined,
      letter: 'C',
      origin: 'Mexico',
    });
  });
});

describe('the recipe query read from an address', () => {
  it('reads a known category and heat and a whole pepper id', () => {
    expect(
      recipeQueryFrom(new URLSearchParams('category=salsa&heatLevel=extreme&pepper=7&search=mole')),
    ).toEqual({ category: 'salsa', heatLevel: 'extreme', pepper: 7, search: 'mole' });
  });

  it('reads a level of the heat scale, as the pepper list does', () => {
    expect(recipeQueryFrom(new URLSearchParams('heatLevel=very-hot')).heatLevel).toBe('very-hot');
    expect(recipeQueryFrom(new URLSearchParams('heatLevel=superhot')).heatLevel).toBe('superhot');
  });

  it('leaves out an unknown category or heat and a pepper that is no id', () => {
    expect(recipeQueryFrom(new URLSearchParams('category=soup&heatLevel=scorching&pepper=x'))).toEqual(
      NO_RECIPE_FILTER,
    );
  });
});

describe('the filters of a list page, read from its address', () => {
  it('reads the pepper database’s fields, with their defaults where the address has none', () => {
    expect(pepperFiltersAt(new URLSearchParams('search=habanero&heatLevel=hot&letter=c&page=2.7'))).toEqual({
      search: 'habanero',
      heatLevel: 'hot',
      origin: 'all',
      letter: 'C',
      page: 2,
    });
    expect(pepperFiltersAt(new URLSearchParams('page=-3'))).toEqual(DEFAULT_PEPPER_FILTERS);
  });

  it('asks the list by the filters, a heat level nobody knows left out', () => {
    const filters = pepperFiltersAt(new URLSearchParams('heatLevel=scorching&origin=Mexico'));
    expect(pepperQueryOf(filters)).toEqual({
      page: 1,
      search: '',
      heatLevel: undefined,
      origin: 'Mexico',
      letter: '',
    });
  });

  it('reads the Recipe Vault’s fields, with their defaults where the address has none', () => {
    expect(recipeFiltersAt(new URLSearchParams('category=sauce&search=salsa'))).toEqual({
      search: 'salsa',
      category: 'sauce',
      heatLevel: 'all',
    });
  });
});
