import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_PEPPER_FILTERS, HEAT_FILTER_OPTIONS, ORIGIN_OPTIONS, PEPPER_PAGE_SIZE, pepperListQuery, pickLetter, showsPagination, toQueryString } from './pepper-list';

const onPage3 = { ...DEFAULT_PEPPER_FILTERS, page: 3 };

describe('the pepper list (spec 01 §2, §9)', () => {
  it('pages by 20', () => expect(PEPPER_PAGE_SIZE).toBe(20));
  it('filters heat by all, mild, medium, hot and extreme', () => expect(HEAT_FILTER_OPTIONS).toEqual(['all', 'mild', 'medium', 'hot', 'extreme']));
  it('offers the 15 origins with USA once', () => {
    expect(ORIGIN_OPTIONS).toHaveLength(15);
    expect(ORIGIN_OPTIONS.filter((o) => o === 'USA')).toHaveLength(1);
  });
  it('shows pagination only with more than one page', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });
});

describe('changing filters (spec 01 §4)', () => {
  it.each([{ search: 'ghost' }, { heatLevel: 'hot' }, { origin: 'Peru' }, { letter: 'B' }])('resets the page to 1 on %j', (change) => expect(changeFilters(onPage3, change).page).toBe(1));
  it('keeps the page when nothing changes', () => expect(changeFilters(onPage3, { search: '' }).page).toBe(3));
  it('sets the search to a picked letter', () => expect(pickLetter(onPage3, 'C')).toMatchObject({ letter: 'C', search: 'C', page: 1 }));
});

describe('query strings (spec 01 §7)', () => {
  it('omit empty and null parameters', () => expect(toQueryString({ a: '', b: null, c: undefined, d: 0, e: 'x' })).toBe('?d=0&e=x'));
  it('are empty with nothing to send', () => expect(toQueryString({ a: '' })).toBe(''));
  it("omit 'all' filters and encode the search", () => {
    expect(pepperListQuery({ page: 2, search: ' jalapeño ', heatLevel: 'all', origin: 'all' })).toBe('?page=2&limit=20&search=jalape%C3%B1o');
    expect(pepperListQuery({ page: 1, search: '', heatLevel: 'hot', origin: 'New Mexico' })).toBe('?page=1&limit=20&heatLevel=hot&origin=New+Mexico');
  });
});
