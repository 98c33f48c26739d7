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

type Case = [sentence: string, figures: Partial<Pepper>, member: boolean];

/** A collection's rule, told by the varieties it takes and those it leaves, and by what it says it means. */
function describeCollection(rule: string, key: CollectionKey, cases: Case[], meaning?: string) {
  describe(rule, () => {
    it.each(cases)('%s', (_, figures, inside) => expect(member(key, figures)).toBe(inside));
    if (meaning) it('says what it means', () => expect(COLLECTIONS[key].description).toContain(meaning));
  });
}

describeCollection(
  'superhots: typical heat at or above the scale’s superhot bound (1,000,000 SHU)',
  'superhots',
  [
    ['includes a pepper whose typical heat is 1,000,000 SHU', { shuMin: 800_000, shuMax: 1_200_000 }, true],
    [
      'excludes a ghost pepper whose range only reaches past 1,000,000',
      { shuMin: 855_000, shuMax: 1_041_427 },
      false,
    ],
    ['excludes a 50,000-100,000 SHU pepper', { shuMin: 50_000, shuMax: 100_000 }, false],
    [
      'no longer takes a pepper by its name alone',
      { name: 'Scotch Bonnet', shuMin: 100_000, shuMax: 350_000 },
      false,
    ],
  ],
  '1,000,000 SHU or more',
);

describeCollection(
  'nuclear: the Heat Index’s Nuclear range (2,200,000 - 3,499,999 SHU), by typical heat',
  'nuclear',
  [
    ['includes Pepper X, typically 2,693,000', { shuMin: 2_693_000, shuMax: 2_693_000 }, true],
    ['includes a variety typically at the range’s lower end', { shuMin: 2_000_000, shuMax: 2_400_000 }, true],
    [
      'excludes a Carolina Reaper whose top reaches the range but whose typical heat does not',
      { shuMin: 1_400_000, shuMax: 2_200_000 },
      false,
    ],
    ['excludes a variety typically in Ultra Nuclear', { shuMin: 3_500_000, shuMax: 3_500_000 }, false],
  ],
  '2,200,000 to 3,499,999 SHU',
);

describeCollection(
  'mild: typical heat below the scale’s mild ceiling (2,500 SHU)',
  'mild',
  [
    ['includes a sweet pepper', { shuMin: 0, shuMax: 0 }, true],
    ['includes a typical 2,499 SHU', { shuMin: 2_000, shuMax: 2_998 }, true],
    ['excludes a typical 2,500 SHU', { shuMin: 2_000, shuMax: 3_000 }, false],
    ['excludes a 0-75,000 SHU pepper, whatever its lowest figure', { shuMin: 0, shuMax: 75_000 }, false],
  ],
  'below 2,500 SHU',
);

describe('the heat a collection spans', () => {
  it('runs from its members’ lowest shuMin to their highest shuMax', () => {
    const a = p({ name: 'A', shuMin: 800_000, shuMax: 1_200_000 });
    const b = p({ name: 'B', shuMin: 1_400_000, shuMax: 2_200_000 });
    expect(collectionHeatSpan([b, a])).toEqual({ coolest: a, hottest: b });
    expect(collectionHeatSpan([])).toBeNull();
  });
});

describeCollection('wild: shuMax of 5,000 or less and above 0, plus real wild names', 'wild', [
  ['includes 5,000 SHU', { shuMax: 5_000 }, true],
  ['includes 1 SHU', { shuMax: 1 }, true],
  ['excludes 0 SHU', { shuMax: 0 }, false],
  ['excludes 5,001 SHU', { shuMax: 5_001 }, false],
  ['includes Chiltepin at 100,000 SHU', { name: 'Chiltepín', shuMax: 100_000 }, true],
]);

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

describeCollection('regional: featured, or from a regional origin', 'regional', [
  ['includes a featured pepper', { featured: true }, true],
  ['includes a pepper from Trinidad', { origin: 'Moruga, Trinidad' }, true],
  ['includes a pepper from México', { origin: 'Yucatán, México' }, true],
  ['excludes an unlisted origin', { origin: 'Canada' }, false],
  ['does not mistake Indiana for India', { origin: 'Indiana, USA' }, false],
]);

describeCollection('heirlooms: a documented heirloom name or a variety described as heirloom', 'heirlooms', [
  ['includes Fish Pepper', { name: 'Fish Pepper' }, true],
  ["includes Bishop's Crown with a curly apostrophe", { name: 'Bishop’s Crown' }, true],
  [
    'includes a description mentioning heirloom',
    { description: 'A Basque heirloom dried in strings.' },
    true,
  ],
  ['includes a common name saying open-pollinated', { commonNames: ['Open-pollinated wax'] }, true],
  ['excludes a modern hybrid', { name: 'Carolina Reaper', description: 'A modern cross.' }, false],
]);

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
