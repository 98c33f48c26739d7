import { DESCRIPTION_MAX, firstSentence, fitted } from './catalog-heads.js';

describe('descriptions', () => {
  it('take the first sentence of a text, whatever ends it', () => {
    expect(firstSentence('Fruity and floral. Very hot.')).toBe('Fruity and floral.');
    expect(firstSentence('Hot! Then hotter.')).toBe('Hot!');
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
    expect(firstSentence('Grown in the U.S.A. since 1990. More.')).toBe('Grown in the U.S.A. since 1990.');
  });

  it('keep a text that fits, and cut one that does not at a word, with an ellipsis, within 160 characters', () => {
    expect(fitted('Short and sweet.')).toBe('Short and sweet.');
    const long = `${'Capsaicin '.repeat(30)}end.`;
    const cut = fitted(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('Capsaicin…')).toBe(true);
  });
});
