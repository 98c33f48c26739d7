import { describe, expect, it } from 'vitest';
import {
  type CollectionKey,
  collectionMembers,
  COLLECTIONS,
  COLLECTION_KEYS,
  DEFAULT_COLLECTION,
  isCollectionKey,
} from './collections';

type Pepper = Parameters<typeof collectionMembers>[1][number];

const p = (over: Partial<Pepper> & { name: string }): Pepper => ({
  heatLevel: 'hot',
  shuMin: 20_000,
  shuMax: 20_000,
  origin: 'Nowhere',
  featured: false,
  ...over,
});
/** Whether the collection lists a variety with these figures. */
const member = (key: CollectionKey, over: Partial<Pepper>) =>
  collectionMembers(key, [p({ name: 'Test Variety', heatLevel: 'medium', ...over })]).length === 1;

describe('collection keys', () => {
  it('are the seven collections with superhots by default', () => {
    expect(COLLECTION_KEYS).toEqual([
      'superhots',
      'heirlooms',
      'wild',
      'ornamental',
      'regional',
      'nuclear',
      'mild',
    ]);
    expect(DEFAULT_COLLECTION).toBe('superhots');
  });
  it('each have a title and a description', () => {
    for (const key of COLLECTION_KEYS)
      expect(COLLECTIONS[key].title && COLLECTIONS[key].description).toBeTruthy();
  });
  it('recognise only those seven', () => {
    expect(isCollectionKey('nuclear')).toBe(true);
    expect(isCollectionKey('spicy')).toBe(false);
  });
});

describe('superhots: shuMax of 100,000 or more, a name list, or heat level hot or extreme', () => {
  it('includes 100,000 SHU', () => expect(member('superhots', { shuMax: 100_000 })).toBe(true));
  it('excludes a medium 99,999 SHU pepper', () =>
    expect(member('superhots', { shuMax: 99_999 })).toBe(false));
  it('includes a hot pepper below 100,000', () =>
    expect(member('superhots', { shuMax: 50_000, heatLevel: 'hot' })).toBe(true));
  it('includes an extreme pepper', () =>
    expect(member('superhots', { shuMax: 50_000, heatLevel: 'extreme' })).toBe(true));
  it('includes a listed name whatever its figures', () =>
    expect(member('superhots', { name: 'scotch bonnet', shuMax: 0, heatLevel: 'mild' })).toBe(true));
});

describe('nuclear: shuMax of 500,000 or more, or a name list', () => {
  it('includes 500,000 SHU', () => expect(member('nuclear', { shuMax: 500_000 })).toBe(true));
  it('excludes 499,999 SHU', () =>
    expect(member('nuclear', { shuMax: 499_999, heatLevel: 'extreme' })).toBe(false));
  it('includes a listed name by its base name', () =>
    expect(member('nuclear', { name: 'Red Ghost', baseName: 'Bhut Jolokia', shuMax: 0 })).toBe(true));
});

describe('mild: shuMax of 10,000 or less, mild or medium, a name list, or shuMin 0', () => {
  const hot = { heatLevel: 'hot' as const, shuMin: 20_000 };
  it('includes 10,000 SHU', () => expect(member('mild', { ...hot, shuMax: 10_000 })).toBe(true));
  it('excludes a hot 10,001 SHU pepper', () =>
    expect(member('mild', { ...hot, shuMax: 10_001 })).toBe(false));
  it('includes a medium pepper', () =>
    expect(member('mild', { heatLevel: 'medium', shuMin: 20_000, shuMax: 30_000 })).toBe(true));
  it('includes a mild pepper', () =>
    expect(member('mild', { heatLevel: 'mild', shuMin: 20_000, shuMax: 30_000 })).toBe(true));
  it('includes a pepper starting at 0 SHU', () =>
    expect(member('mild', { ...hot, shuMin: 0, shuMax: 50_000 })).toBe(true));
  it('includes a listed name', () =>
    expect(member('mild', { ...hot, name: 'Padron', shuMax: 50_000 })).toBe(true));
});

describe('wild: shuMax of 5,000 or less and above 0, plus real wild names', () => {
  it('includes 5,000 SHU', () => expect(member('wild', { shuMax: 5_000 })).toBe(true));
  it('includes 1 SHU', () => expect(member('wild', { shuMax: 1 })).toBe(true));
  it('excludes 0 SHU', () => expect(member('wild', { shuMax: 0 })).toBe(false));
  it('excludes 5,001 SHU', () => expect(member('wild', { shuMax: 5_001 })).toBe(false));
  it('includes Chiltepin at 100,000 SHU', () =>
    expect(member('wild', { name: 'Chiltepín', shuMax: 100_000 })).toBe(true));
});

describe('ornamental: shuMax from 30,000 to 50,000, plus ornamental cultivars', () => {
  it.each([
    [29_999, false],
    [30_000, true],
    [50_000, true],
    [50_001, false],
  ])('at %s SHU is %s', (shuMax, inside) => expect(member('ornamental', { shuMax })).toBe(inside));
  it('includes NuMex Twilight by name', () =>
    expect(member('ornamental', { name: 'Numex Twilight', shuMax: 60_000 })).toBe(true));
});

describe('regional: featured, or from a regional origin', () => {
  it('includes a featured pepper', () => expect(member('regional', { featured: true })).toBe(true));
  it('includes a pepper from Trinidad', () =>
    expect(member('regional', { origin: 'Moruga, Trinidad' })).toBe(true));
  it('includes a pepper from México', () =>
    expect(member('regional', { origin: 'Yucatán, México' })).toBe(true));
  it('excludes an unlisted origin', () => expect(member('regional', { origin: 'Canada' })).toBe(false));
  it('does not mistake Indiana for India', () =>
    expect(member('regional', { origin: 'Indiana, USA' })).toBe(false));
});

describe('heirlooms: a documented heirloom name or a variety described as heirloom', () => {
  it('includes Fish Pepper', () => expect(member('heirlooms', { name: 'Fish Pepper' })).toBe(true));
  it("includes Bishop's Crown with a curly apostrophe", () =>
    expect(member('heirlooms', { name: 'Bishop’s Crown' })).toBe(true));
  it('includes a description mentioning heirloom', () =>
    expect(member('heirlooms', { description: 'A Basque heirloom dried in strings.' })).toBe(true));
  it('includes a common name saying open-pollinated', () =>
    expect(member('heirlooms', { commonNames: ['Open-pollinated wax'] })).toBe(true));
  it('excludes a modern hybrid', () =>
    expect(member('heirlooms', { name: 'Carolina Reaper', description: 'A modern cross.' })).toBe(false));
});

describe('collection members', () => {
  const list = [
    p({ name: 'Bell Pepper', shuMin: 0, shuMax: 0, heatLevel: 'mild' }),
    p({ name: 'Ghost Pepper', shuMin: 855_000, shuMax: 1_041_427, heatLevel: 'extreme' }),
  ];
  it('keeps list order', () =>
    expect(collectionMembers('superhots', list).map((x) => x.name)).toEqual(['Ghost Pepper']));
  it('is empty for an unknown key', () => expect(collectionMembers('spicy-things', list)).toEqual([]));
});
