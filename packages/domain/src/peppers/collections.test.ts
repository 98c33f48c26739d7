import { describe, expect, it } from 'vitest';
import {
  COLLECTION_KEYS,
  collectionHeatSpan,
  type CollectionKey,
  collectionMembers,
  COLLECTIONS,
  isCollectionKey,
} from './collections';

type Pepper = Parameters<typeof collectionMembers>[1][number];

const p = (over: Partial<Pepper> & { name: string }): Pepper => ({
  shuMin: 20_000,
  shuMax: 20_000,
  origin: 'Nowhere',
  featured: false,
  ...over,
});
/** Whether the collection lists a variety with these figures. */
const member = (key: CollectionKey, over: Partial<Pepper>) =>
  collectionMembers(key, [p({ name: 'Test Variety', ...over })]).length === 1;

describe('collection keys', () => {
  it('each have a title and a description', () => {
    for (const key of COLLECTION_KEYS)
      expect(COLLECTIONS[key].title && COLLECTIONS[key].description).toBeTruthy();
  });
  it('recognise only those seven', () => {
    expect(isCollectionKey('nuclear')).toBe(true);
    expect(isCollectionKey('spicy')).toBe(false);
  });
});

describe('superhots: typical heat at or above the scale’s superhot bound (1,000,000 SHU)', () => {
  it('includes a pepper whose typical heat is 1,000,000 SHU', () =>
    expect(member('superhots', { shuMin: 800_000, shuMax: 1_200_000 })).toBe(true));
  it('excludes a ghost pepper whose range only reaches past 1,000,000', () =>
    expect(member('superhots', { shuMin: 855_000, shuMax: 1_041_427 })).toBe(false));
  it('excludes a 50,000-100,000 SHU pepper', () =>
    expect(member('superhots', { shuMin: 50_000, shuMax: 100_000 })).toBe(false));
  it('no longer takes a pepper by its name alone', () =>
    expect(member('superhots', { name: 'Scotch Bonnet', shuMin: 100_000, shuMax: 350_000 })).toBe(false));
  it('says what it means', () =>
    expect(COLLECTIONS.superhots.description).toContain('1,000,000 SHU or more'));
});

describe('nuclear: superhots measured in the Heat Index’s Nuclear range (2,200,000 SHU) or above', () => {
  it('includes a Carolina Reaper measured at 2,200,000', () =>
    expect(member('nuclear', { shuMin: 1_400_000, shuMax: 2_200_000 })).toBe(true));
  it('excludes a superhot that tops out below it', () =>
    expect(member('nuclear', { shuMin: 1_400_000, shuMax: 2_199_999 })).toBe(false));
  it('excludes a pepper that is no superhot, however wide its range', () =>
    expect(member('nuclear', { shuMin: 10_000, shuMax: 1_800_000 })).toBe(false));
  it('says what it means', () => expect(COLLECTIONS.nuclear.description).toContain('2,200,000 SHU or more'));
});

describe('mild: typical heat below the scale’s mild ceiling (2,500 SHU)', () => {
  it('includes a sweet pepper', () => expect(member('mild', { shuMin: 0, shuMax: 0 })).toBe(true));
  it('includes a typical 2,499 SHU', () =>
    expect(member('mild', { shuMin: 2_000, shuMax: 2_998 })).toBe(true));
  it('excludes a typical 2,500 SHU', () =>
    expect(member('mild', { shuMin: 2_000, shuMax: 3_000 })).toBe(false));
  it('excludes a 0-75,000 SHU pepper, whatever its lowest figure', () =>
    expect(member('mild', { shuMin: 0, shuMax: 75_000 })).toBe(false));
  it('says what it means', () => expect(COLLECTIONS.mild.description).toContain('below 2,500 SHU'));
});

describe('the heat a collection spans', () => {
  it('runs from its members’ lowest shuMin to their highest shuMax', () => {
    const a = p({ name: 'A', shuMin: 800_000, shuMax: 1_200_000 });
    const b = p({ name: 'B', shuMin: 1_400_000, shuMax: 2_200_000 });
    expect(collectionHeatSpan([b, a])).toEqual({ coolest: a, hottest: b });
    expect(collectionHeatSpan([])).toBeNull();
  });
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
    p({ name: 'Bell Pepper', shuMin: 0, shuMax: 0 }),
    p({ name: 'Reaper', shuMin: 1_400_000, shuMax: 2_200_000 }),
    p({ name: 'Pepper X', shuMin: 1_500_000, shuMax: 2_693_000 }),
  ];
  it('keeps list order', () =>
    expect(collectionMembers('superhots', list).map((x) => x.name)).toEqual(['Reaper', 'Pepper X']));
  it('is empty for an unknown key', () => expect(collectionMembers('spicy-things', list)).toEqual([]));
});
