import { describe, expect, it } from 'vitest';
import { foldForSearch, foldName, mentionsWords, sameName } from './text';

describe('folding text for search', () => {
  it("turns 'Jalapeño' into 'jalapeno'", () => expect(foldForSearch('Jalapeño')).toBe('jalapeno'));
  it('lower-cases, strips every diacritic and trims', () =>
    expect(foldForSearch('  Ají Limón  ')).toBe('aji limon'));
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
  it('does not find a country inside another word', () =>
    expect(mentionsWords('Indiana, USA', 'India')).toBe(false));
  it('finds a phrase of several words', () =>
    expect(mentionsWords('Hatch, New Mexico, USA', 'new mexico')).toBe(true));
  it('ignores accents', () => expect(mentionsWords('Yucatán, México', 'Mexico')).toBe(true));
});
