import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_PEPPER_FILTERS, ORIGIN_OPTIONS, pickLetter } from './list-filters';

const onPage3 = { ...DEFAULT_PEPPER_FILTERS, page: 3 };

describe('the pepper list', () => {
  it('offers the 15 origins with USA once', () => {
    expect(ORIGIN_OPTIONS).toHaveLength(15);
    expect(ORIGIN_OPTIONS.filter((o) => o === 'USA')).toHaveLength(1);
  });
});

describe('changing filters', () => {
  it.each([{ search: 'ghost' }, { heatLevel: 'hot' }, { origin: 'Peru' }, { letter: 'B' }])(
    'resets the page to 1 on %j',
    (change) => expect(changeFilters(onPage3, change).page).toBe(1),
  );
  it('keeps the page when nothing changes', () =>
    expect(changeFilters(onPage3, { search: '' }).page).toBe(3));
  it('sets the search to a picked letter', () =>
    expect(pickLetter(onPage3, 'C')).toMatchObject({ letter: 'C', search: 'C', page: 1 }));
});
