import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, firstSentence, fitted } from './catalog-heads';

describe('descriptions', () => {
  it.each([
    ['Fruity and floral. Very hot.', 'Fruity and floral.'],
    ['Hot! Then hotter.', 'Hot!'],
    ['No full stop at all', 'No full stop at all'],
    ['Grown in the U.S.A. since 1990. More.', 'Grown in the U.S.A. since 1990.'],
  ])('take the first sentence of a text, whatever ends it: %s', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });

  it('keep a text that fits, and cut one that does not at a word, with an ellipsis, within 160 characters', () => {
    expect(fitted('Short and sweet.')).toBe('Short and sweet.');
    const long = `${'Capsaicin '.repeat(30)}end.`;
    const cut = fitted(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('Capsaicin…')).toBe(true);
  });
});
