import { HEAT_RANGES, heatRangeOf } from '../heat/ranges';
import { MILD_CEILING_SHU, SUPERHOT_MIN_SHU, typicalShu } from '../heat/scale';
import { formatShuFull } from '../heat/shu-format';
import { mentionsWords, sameName } from '../text';

/** The seven collection keys; superhots is the default. */
export const COLLECTION_KEYS = [
  'superhots',
  'heirlooms',
  'wild',
  'ornamental',
  'regional',
  'nuclear',
  'mild',
] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];
export const DEFAULT_COLLECTION: CollectionKey = 'superhots';

interface CollectionPepper {
  name: string;
  baseName?: string | null;
  shuMin: number;
  shuMax: number;
  origin: string;
  featured?: boolean;
  commonNames?: readonly string[] | null;
  description?: string | null;
}

const nuclearRange = HEAT_RANGES.find((r) => r.name === 'Nuclear')!;

/**
 * The collections named after heat, and the Heat Index ranges each is made of. A variety belongs by the range
 * rule of the Heat Index: its typical heat lies in one of them, so a collection lists exactly the varieties the
 * Heat Index counts in those ranges (Nuclear holds what the Nuclear card counts; Superhots the five ranges of
 * the Superhot level; Mild the No Heat and Mild ranges).
 */
export const HEAT_RANGE_COLLECTIONS: Readonly<Record<'superhots' | 'nuclear' | 'mild', readonly string[]>> = {
  superhots: HEAT_RANGES.filter((r) => r.level === 'superhot').map((r) => r.name),
  nuclear: [nuclearRange.name],
  mild: HEAT_RANGES.filter((r) => r.level === 'no-heat' || r.level === 'mild').map((r) => r.name),
};

const inHeatRanges = (key: keyof typeof HEAT_RANGE_COLLECTIONS, p: { shuMin: number; shuMax: number }) =>
  HEAT_RANGE_COLLECTIONS[key].includes(heatRangeOf(typicalShu(p)).name);

export const COLLECTIONS: Record<CollectionKey, { title: string; description: string }> = {
  superhots: {
    title: 'Superhots',
    description: `Peppers whose typical heat is ${formatShuFull(SUPERHOT_MIN_SHU)} SHU or more: the top of the heat scale.`,
  },
  heirlooms: {
    title: 'Heirlooms',
    description: 'Open-pollinated varieties handed down by families and regions for generations.',
  },
  wild: {
    title: 'Wild Peppers',
    description: 'Tiny, fiery pods close to the plants birds spread long before farming.',
  },
  ornamental: {
    title: 'Ornamentals',
    description: 'Colourful plants bred to be looked at, with pods that still bite.',
  },
  regional: {
    title: 'Regional Classics',
    description: 'The defining peppers of the world’s great chili cuisines.',
  },
  nuclear: {
    title: 'Nuclear',
    description: `Peppers whose typical heat is ${formatShuFull(nuclearRange.min)} to ${formatShuFull(nuclearRange.max)} SHU: the Heat Index’s Nuclear range.`,
  },
  mild: {
    title: 'Mild',
    description: `Flavour first: peppers whose typical heat is below ${formatShuFull(MILD_CEILING_SHU)} SHU, sweet ones included.`,
  },
};

/**
 * The name lists, written for the product. Compared with a variety's name and baseName, ignoring case, accents
 * and apostrophe style. The heat collections (superhots, nuclear, mild) have none: they are defined on the heat
 * scale alone, so a name cannot put a pepper in a heat collection it does not reach.
 */
const COLLECTION_NAMES: Record<'wild' | 'ornamental' | 'heirlooms', readonly string[]> = {
  // Wild species and landraces still gathered from the wild ('includes': the SHU rule plus this list).
  wild: [
    'Chiltepin',
    'Tepin',
    'Pequin',
    'Chile Piquin',
    'Bird Pepper',
    'Malagueta',
    'Aji Charapita',
    'Capsicum chacoense',
    'Chacoense',
    'Capsicum cardenasii',
    'Cardenasii',
    'Capsicum galapagoense',
    'Galapagoense',
    'Capsicum eximium',
    'Eximium',
    'Capsicum praetermissum',
    'Capsicum flexuosum',
    'Capsicum rhomboideum',
    'Siling Labuyo',
    'Tabasco',
  ],
  // Cultivars bred for looks ('includes': the 30,000-50,000 SHU rule plus this list).
  ornamental: [
    'NuMex Twilight',
    'Black Pearl',
    'Bolivian Rainbow',
    'Fish',
    'Fish Pepper',
    'Medusa',
    'Chinese Five Color',
    'Purple Flash',
    'Masquerade',
    'Sangria',
    'Explosive Ember',
    'Tangerine Dream',
    'Prairie Fire',
    'Black Olive',
    'Filius Blue',
    'Peruvian Purple',
    'Royal Black',
    'NuMex Centennial',
    'Candlelight',
  ],
  // Documented heirloom and open-pollinated landraces.
  heirlooms: [
    'Fish Pepper',
    'Jimmy Nardello',
    'Aci Sivri',
    'Bulgarian Carrot',
    'Hungarian Hot Wax',
    'Fresno',
    'Anaheim',
    'Pasilla Bajio',
    'Chimayo',
    'Espanola Improved',
    'Sandia',
    'Cayenne Long Thin',
    'Beaver Dam',
    'Joe Parker',
    'Tabasco',
    'Datil',
    'Wiri Wiri',
    'Aji Amarillo',
    'Criolla Sella',
    'Lemon Drop',
    "Bishop's Crown",
    'Czech Black',
    'Hinkelhatz',
    'Buena Mulata',
    'Corno di Toro',
    'Marconi',
    'Padrón',
    'Espelette',
    "Piment d'Espelette",
    'Aleppo',
    'Urfa Biber',
    'Kashmiri',
    'Byadgi',
    'Guntur Sannam',
  ],
};

/** Regional classics: origins (matched as whole words) of the world's great chili cuisines. */
const REGIONAL_ORIGINS = [
  'Trinidad',
  'Jamaica',
  'Caribbean',
  'Peru',
  'Mexico',
  'New Mexico',
  'Hungary',
  'Thailand',
  'India',
  'Korea',
  'Sichuan',
  'Hunan',
  'Basque',
  'Espelette',
  'Calabria',
  'Bolivia',
  'Brazil',
  'Ethiopia',
] as const;

const named = (p: CollectionPepper, list: readonly string[]) =>
  list.some((n) => sameName(p.name, n) || sameName(p.baseName, n));

/** Heirloom marker words looked for in a variety's common names and description. */
const HEIRLOOM_WORDS = ['heirloom', 'open-pollinated', 'open pollinated', 'landrace'];

/**
 * Membership rules. superhots, nuclear and mild: the Heat Index's ranges (HEAT_RANGE_COLLECTIONS), by typical
 * heat. heirlooms: a documented heirloom name, or a
 * common name or description that says heirloom, open-pollinated or landrace.
 */
function isCollectionMember(key: CollectionKey, p: CollectionPepper): boolean {
  switch (key) {
    case 'superhots':
    case 'nuclear':
    case 'mild':
      return inHeatRanges(key, p);
    case 'wild':
      return (p.shuMax <= 5_000 && p.shuMax > 0) || named(p, COLLECTION_NAMES.wild);
    case 'ornamental':
      return (p.shuMax >= 30_000 && p.shuMax <= 50_000) || named(p, COLLECTION_NAMES.ornamental);
    case 'regional':
      return p.featured === true || REGIONAL_ORIGINS.some((o) => mentionsWords(p.origin ?? '', o));
    case 'heirlooms': {
      const texts = [...(p.commonNames ?? []), p.description ?? ''];
      return (
        named(p, COLLECTION_NAMES.heirlooms) ||
        texts.some((t) => HEIRLOOM_WORDS.some((w) => mentionsWords(t, w)))
      );
    }
  }
}

export function isCollectionKey(value: string | null | undefined): value is CollectionKey {
  return (COLLECTION_KEYS as readonly string[]).includes(value ?? '');
}

/** Members of a collection, in list order; an unknown key has none (the screen shows 'No Peppers Found'). */
export function collectionMembers<T extends CollectionPepper>(
  collection: string,
  peppers: readonly T[],
): T[] {
  if (!isCollectionKey(collection)) return [];
  return peppers.filter((p) => isCollectionMember(collection, p));
}

/**
 * The heat a collection spans, from its members' own ranges: the lowest shuMin and the highest shuMax, with
 * the varieties that reach them. None for an empty collection.
 */
export function collectionHeatSpan<T extends { name: string; shuMin: number; shuMax: number }>(
  members: readonly T[],
): { coolest: T; hottest: T } | null {
  if (members.length === 0) return null;
  let coolest = members[0];
  let hottest = members[0];
  for (const p of members) {
    if (p.shuMin < coolest.shuMin) coolest = p;
    if (p.shuMax > hottest.shuMax) hottest = p;
  }
  return { coolest, hottest };
}
