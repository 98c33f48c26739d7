import { previewHash, previewOverlay, wrapWords, type PreviewCard } from './preview-image.js';

const card: PreviewCard = {
  drawing: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"/>',
  kicker: 'Pepper Database',
  name: 'Habanero',
  badge: 'Very Hot',
  badgeColor: '#991b1b',
  detail: '100,000 - 350,000 SHU',
};

describe('preview drawing', () => {
  it('wraps a long name at words, and ends the last line it has room for with an ellipsis', () => {
    expect(wrapWords('Trinidad Moruga Scorpion', 16, 3)).toEqual(['Trinidad Moruga', 'Scorpion']);
    expect(wrapWords('one two three four five', 5, 2)).toEqual(['one', 'two…']);
  });

  it('writes the name, heat and range as text, escaped', () => {
    const svg = previewOverlay({ ...card, name: 'A & <B>' });
    expect(svg).toContain('>A &amp; &lt;B&gt;</text>');
    expect(svg).toContain('>Very Hot</text>');
    expect(svg).toContain('>100,000 - 350,000 SHU</text>');
  });

  it('names a preview by everything it draws: any change to the picture, the name or the heat changes it', () => {
    const hash = previewHash(card);
    expect(previewHash({ ...card })).toBe(hash);
    for (const change of [
      { drawing: card.drawing.replace('200 200', '100 100') },
      { name: 'Habanero Red' },
      { badge: 'Hot' },
      { badgeColor: '#9a3412' },
      { detail: '100,000 SHU' },
      { kicker: 'Recipe Vault' },
    ])
      expect(previewHash({ ...card, ...change }), JSON.stringify(change)).not.toBe(hash);
  });
});
