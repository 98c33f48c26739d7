import { describe, expect, it } from 'vitest';
import { foldForSearch, foldName, matchesPepperSearch, mentionsWords, sameName } from './search';

describe('folding text for search', () => {
  it("turns 'Jalapeño' into 'jalapeno'", () => expect(foldForSearch('Jalapeño')).toBe('jalapeno'));
  it('lower-cases, strips every diacritic and trims', () => expect(foldForSearch('  Ají Limón  ')).toBe('aji limon'));
  it('unifies apostrophes for names', () => expect(foldName('Bishop’s  Crown')).toBe("bishop's crown"));
});

describe('comparing names', () => {
  it('ignores case and accents', () => expect(sameName('JALAPENO', 'Jalapeño')).toBe(true));
  it('does not match a longer name', () => expect(sameName('Jalapeño M', 'Jalapeño')).toBe(false));
  it('never matches a missing name', () => {
    expect(sameName(null, 'Bell')).toBe(false);
    expect(sameName('', '')).toBe(false);
  });
});

describe('whole-word mentions', () => {
  it('finds a country inside an origin', () => expect(mentionsWords('Assam, India', 'india')).toBe(true));
  it('does not find a country inside another word', () => expect(mentionsWords('Indiana, USA', 'India')).toBe(false));
  it('finds a phrase of several words', () => expect(mentionsWords('Hatch, New Mexico, USA', 'new mexico')).toBe(true));
  it('ignores accents', () => expect(mentionsWords('Yucatán, México', 'Mexico')).toBe(true));
});

describe('pepper search over name, baseName and common names', () => {
  it("finds 'Jalapeño' by 'JALAPENO'", () => expect(matchesPepperSearch({ name: 'Jalapeño' }, 'JALAPENO')).toBe(true));
  it('finds a variety by its base name', () => expect(matchesPepperSearch({ name: 'Early Jalapeño', baseName: 'Jalapeño' }, 'jalap')).toBe(true));
  it('finds a variety by a common name', () => expect(matchesPepperSearch({ name: 'Ghost Pepper', commonNames: ['Bhut Jolokia'] }, 'bhut')).toBe(true));
  it('does not find an unrelated variety', () => expect(matchesPepperSearch({ name: 'Habanero', baseName: null }, 'serrano')).toBe(false));
  it('matches everything for a blank query', () => expect(matchesPepperSearch({ name: 'Habanero' }, '   ')).toBe(true));
});
