import { FALLBACK_METHOD, INCONCLUSIVE_RESULT } from '@pepper/domain/identification';
import { podPhoto } from './synthetic-photos.js';
import sharp from 'sharp';
import { contentPeppers } from './content-peppers.js';
import {
  blueMug,
  blueSky,
  greyNoise,
  longGreenPepper,
  orangeLanternPepper,
  redRoundPepper,
} from '../../test/identify/photos.js';
import { identifyFallback, MIN_MATCH_SCORE, rankPeppers } from './fallback.js';
import { analysePhoto, colourClass } from './photo-analysis.js';

const byName = (name: string) => contentPeppers.find((p) => p.name === name)!;

describe('database pattern matching on real photos, against the whole seed database', () => {
  it('ranks a round red variety first for a red round pepper', async () => {
    const id = await identifyFallback(await redRoundPepper(), contentPeppers);
    const best = contentPeppers.find((p) => p.id === id.matchedPepperId)!;
    expect(best).toMatchObject({ ripeColor: 'red', shape: 'round' });
    expect(id.pepperName).toBe(best.name);
    expect(id.definitive).toBe(false);
    expect(id.identificationCriteria[0]).toBe(FALLBACK_METHOD);
    expect(id.identificationCriteria[1]).toMatch(/^Dominant colour: red \((8|9)\d% of the fruit\)/);
    expect(id.identificationCriteria[2]).toMatch(/^Shape: round, aspect 1\.\d, fills \d+% of its outline$/);
    expect(id.botanicalClassification).toBe(best.scientificName);
    expect(id.origin).toBe(best.origin);
  });

  it('ranks first for a long green pepper a long variety cooks pick green, though it ripens red', async () => {
    const id = await identifyFallback(await longGreenPepper(), contentPeppers);
    const best = contentPeppers.find((p) => p.id === id.matchedPepperId)!;
    expect(best.name).toBe('Anaheim');
    expect(best.color).toMatch(/^green ripening to red/i);
    expect(['long', 'slim']).toContain(best.shape);
    expect(id.identificationCriteria[2]).toMatch(/^Shape: long, aspect \d+\.\d/);
  });

  it('ranks the Habanero first for an orange lantern pepper, and names the runners-up as eliminated', async () => {
    const id = await identifyFallback(await orangeLanternPepper(), contentPeppers);
    expect(id).toMatchObject({
      pepperName: 'Habanero',
      matchedPepperId: byName('Habanero').id,
      definitive: false,
      shuRange: 'Very Hot: 100,000 - 350,000 SHU',
    });
    expect(id.eliminatedVarieties).toHaveLength(5);
    // The winner is not listed again among the runners-up (other habanero types may be).
    expect(id.eliminatedVarieties.filter((e) => e.startsWith('Habanero ('))).toEqual([]);
    // No candidate is also eliminated, and the figures say they are similarities, not the confidence.
    for (const c of id.candidates)
      expect(id.eliminatedVarieties.some((e) => e.startsWith(`${c.name} (`))).toBe(false);
    expect(id.eliminatedVarieties.every((e) => /\(\d+% similar: /.test(e))).toBe(true);
    expect(id.identificationCriteria.find((c) => c.startsWith('Colour and shape similarity'))).toMatch(
      /^Colour and shape similarity, the closest of \d+ varieties: \d+% \(colour \d+%, shape \d+%\)$/,
    );
    expect(id.warnings).toContain('Very hot variety: wear gloves and avoid touching your eyes');
    expect(id.physicalCharacteristics.color).toMatch(/^Orange \(measured\)/);
  });

  it('measures the same photo as PNG with a transparent background', async () => {
    const png = await sharp(await orangeLanternPepper('png'))
      .ensureAlpha()
      .png()
      .toBuffer();
    expect((await identifyFallback(png, contentPeppers)).pepperName).toBe('Habanero');
  });

  it('measures a pepper the same whatever its orientation (turned, with an EXIF orientation tag)', async () => {
    const turned = await sharp(await longGreenPepper())
      .rotate(90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const m = await analysePhoto(turned);
    expect(m.found).toBe(true);
    expect(m.aspect).toBeGreaterThan(4);
  });

  it.each([
    ['grey noise', greyNoise],
    ['a blue sky', blueSky],
    ['a blue mug', blueMug],
  ])('answers the inconclusive result for %s', async (_name, make) => {
    expect(await identifyFallback(await make(), contentPeppers)).toEqual({
      ...INCONCLUSIVE_RESULT,
      candidates: [],
    });
  });

  it('answers the inconclusive result with an empty database', async () => {
    expect(await identifyFallback(await redRoundPepper(), [])).toEqual({
      ...INCONCLUSIVE_RESULT,
      candidates: [],
    });
  });

  it('answers the inconclusive result when the best match is below the threshold', async () => {
    // Only varieties that ripen purple to choose from: a red round pepper fits none of them well.
    const purple = contentPeppers.filter((p) => p.ripeColor === 'purple');
    expect(purple.length).toBeGreaterThan(0);
    const m = await analysePhoto(await redRoundPepper());
    expect(rankPeppers(m, purple)[0].score).toBeLessThan(MIN_MATCH_SCORE);
    expect(await identifyFallback(await redRoundPepper(), purple)).toEqual({
      ...INCONCLUSIVE_RESULT,
      candidates: [],
    });
  });
});

describe('colour classes', () => {
  it.each([
    [[200, 30, 30], 'red'],
    [[240, 120, 10], 'orange'],
    [[240, 210, 40], 'yellow'],
    [[60, 140, 50], 'green'],
    [[90, 50, 25], 'brown'],
    [[110, 40, 140], 'purple'],
    [[20, 20, 25], 'black'],
    [[245, 242, 235], 'white'],
    [[250, 200, 160], 'peach'],
    [[128, 128, 128], 'grey'],
    [[40, 90, 200], 'blue'],
  ] as const)('%j is %s', (rgb, cls) => expect(colourClass(rgb[0], rgb[1], rgb[2])).toBe(cls));
});

describe('offline candidates', () => {
  it('carry the handling warning when a superhot is among them, even when it is not the first', async () => {
    const mild = contentPeppers.find(
      (p) => p.shape === 'wrinkled' && p.ripeColor === 'red' && p.shuMax < 1_000_000,
    )!;
    const reaper = contentPeppers.find((p) => p.name === 'Carolina Reaper')!;
    const id = await identifyFallback(await podPhoto('wrinkled', 'red', 1), [
      { ...mild, featured: true },
      { ...reaper, featured: false },
    ]);
    expect(id.candidates.map((c) => c.name)).toEqual([mild.name, 'Carolina Reaper']);
    expect(id.pepperName).toBe(mild.name);
    expect(id.warnings).toContain('Extreme heat: handle with extreme caution');
    expect(id.warnings).toContain('It may be Carolina Reaper, a superhot: wear gloves until you know');
  });

  it('are ranked by confidence, and the confidences sum to at most one', async () => {
    const id = await identifyFallback(await podPhoto('long', 'red', 4), contentPeppers);
    expect(id.candidates).toHaveLength(3);
    const [a, b, c] = id.candidates.map((x) => x.confidence);
    expect(a).toBeGreaterThanOrEqual(b);
    expect(b).toBeGreaterThanOrEqual(c);
    expect(a + b + c).toBeLessThanOrEqual(1);
  });
});
