import type { Pepper } from '@pepper/contract';
import { peppers } from '@pepper/content';
import { figureBelongsToLevel, HEAT_SCALE, pepperHeatLevel } from '@pepper/domain/heat';
import { pepperPreviewCard } from './preview-cards.js';
import { previewOverlay } from './preview-image.js';

const texts = (svg: string) => [...svg.matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1]);

describe("a variety's preview image", () => {
  it('writes beside the level a range holding the figure the level comes from, for every variety', () => {
    const wrong: string[] = [];
    for (const seed of peppers) {
      const pepper = { ...seed, heatLevel: pepperHeatLevel(seed) } as unknown as Pepper;
      const level = HEAT_SCALE.find((l) => l.level === pepper.heatLevel)!;
      const written = texts(previewOverlay(pepperPreviewCard(pepper, '<svg/>')));
      const figure = written.find((t) => t.includes('SHU'))!;
      if (!written.includes(level.label) || !figureBelongsToLevel(figure, level, pepper))
        wrong.push(`${pepper.name}: ${written.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
