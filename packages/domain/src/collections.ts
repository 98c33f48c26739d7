import { foldForSearch } from './search';
import type { HeatLevel } from './heat';

export const COLLECTION_KEYS = ['superhots', 'heirlooms', 'wild', 'ornamental', 'regional', 'nuclear', 'mild'] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];
export const DEFAULT_COLLECTION: CollectionKey = 'superhots';

export interface CollectionPepper {
  name: string;
  baseName?: string | null;
  heatLevel: HeatLevel;
  shuMin: number;
  shuMax: number;
  origin: string;
  featured?: boolean;
}

export const COLLECTIONS: Record<CollectionKey, { title: string; description: string }> = {
  superhots: { title: 'Superhots', description: 'From habanero heat upward: the peppers that command respect.' },
  heirlooms: { title: 'Heirlooms', description: 'Open-pollinated varieties handed down by families and regions for generations.' },
  wild: { title: 'Wild Peppers', description: 'Tiny, fiery pods close to the plants birds spread long before farming.' },
  ornamental: { title: 'Ornamentals', description: 'Colourful plants bred to be looked at, with pods that still bite.' },
  regional: { title: 'Regional Classics', description: 'The defining peppers of the world’s great chili cuisines.' },
  nuclear: { title: 'Nuclear', description: 'Half a million SHU and beyond: record holders and their kin.' },
  mild: { title: 'Mild', description: 'Flavour first: sweet, fruity and gentle peppers for every table.' },
};

/** Named members the SHU rules alone would miss (names compared without case or accents). */
export const COLLECTION_NAMES: Record<CollectionKey, readonly string[]> = {
  superhots: ['Scotch Bonnet', 'Habanero', 'Fatalii', 'Datil', 'Madame Jeanette', 'Red Savina'],
  nuclear: ['Ghost Pepper', 'Bhut Jolokia', 'Carolina Reaper', 'Pepper X', 'Trinidad Moruga Scorpion', 'Trinidad Scorpion Butch T', '7 Pot Douglah', '7 Pot Primo', 'Naga Viper', "Dragon's Breath", 'Komodo Dragon'],
  mild: ['Bell Pepper', 'Poblano', 'Anaheim', 'Banana Pepper', 'Shishito', 'Padrón', 'Pimento', 'Cubanelle', 'Aji Dulce'],
  wild: ['Chiltepin', 'Tepin', 'Pequin', 'Chile Piquin', 'Bird Pepper', 'Malagueta', 'Aji Charapita', 'Capsicum chacoense', 'Capsicum cardenasii', 'Capsicum galapagoense', 'Capsicum eximium', 'Capsicum praetermissum', 'Capsicum flexuosum', 'Capsicum rhomboideum', 'Siling Labuyo', 'Tabasco'],
  ornamental: ['NuMex Twilight', 'Black Pearl', 'Bolivian Rainbow', 'Fish Pepper', 'Medusa', 'Chinese Five Color', 'Purple Flash', 'Masquerade', 'Sangria', 'Explosive Ember', 'Tangerine Dream', 'Prairie Fire', 'Black Olive', 'Filius Blue', 'Peruvian Purple', 'Royal Black', 'Numex Centennial', 'Candlelight'],
  heirlooms: ['Fish Pepper', 'Jimmy Nardello', 'Aci Sivri', 'Bulgarian Carrot', 'Hungarian Hot Wax', 'Fresno', 'Anaheim', 'Pasilla Bajio', 'Chimayo', 'Espanola Improved', 'Sandia', 'Cayenne Long Thin', 'Beaver Dam', 'Joe Parker', 'Tabasco', 'Datil', 'Wiri Wiri', 'Aji Amarillo', 'Criolla Sella', 'Lemon Drop', 'Bishop’s Crown', "Bishop's Crown", 'Czech Black', 'Hinkelhatz', 'Buena Mulata', 'Corno di Toro', 'Marconi', 'Padrón', 'Espelette', 'Piment d’Espelette', 'Aleppo', 'Urfa Biber', 'Kashmiri', 'Byadgi', 'Guntur Sannam'],
  regional: [],
};

/** Regional classics: featured varieties, or those from the great chili regions. */
export const REGIONAL_ORIGINS = ['Trinidad', 'Jamaica', 'Caribbean', 'Peru', 'Mexico', 'New Mexico', 'Hungary', 'Thailand', 'India', 'Korea', 'Sichuan', 'Hunan', 'Basque', 'Espelette', 'Calabria', 'Bolivia', 'Brazil', 'Ethiopia'];

const key = (s: string) => foldForSearch(s).replace(/[’']/g, "'");

function named(p: CollectionPepper, list: readonly string[]): boolean {
  const names = new Set(list.map(key));
  return names.has(key(p.name)) || (p.baseName ? names.has(key(p.baseName)) : false);
}

/**
 * Spec 02 §9 membership rules. heirlooms (not shown by the spec): the list of documented heirloom and
 * open-pollinated landraces above, matched by name or base type.
 */
export function isCollectionMember(key_: CollectionKey, p: CollectionPepper): boolean {
  switch (key_) {
    case 'superhots':
      return p.shuMax >= 100_000 || named(p, COLLECTION_NAMES.superhots) || p.heatLevel === 'hot' || p.heatLevel === 'extreme';
    case 'nuclear':
      return p.shuMax >= 500_000 || named(p, COLLECTION_NAMES.nuclear);
    case 'mild':
      return p.shuMax <= 10_000 || p.heatLevel === 'mild' || p.heatLevel === 'medium' || named(p, COLLECTION_NAMES.mild) || p.shuMin === 0;
    case 'wild':
      return (p.shuMax <= 5_000 && p.shuMax > 0) || named(p, COLLECTION_NAMES.wild);
    case 'ornamental':
      return (p.shuMax >= 30_000 && p.shuMax <= 50_000) || named(p, COLLECTION_NAMES.ornamental);
    case 'regional':
      return Boolean(p.featured) || REGIONAL_ORIGINS.some((o) => p.origin.toLowerCase().includes(o.toLowerCase()));
    case 'heirlooms':
      return named(p, COLLECTION_NAMES.heirlooms);
  }
}

export function isCollectionKey(value: string | undefined): value is CollectionKey {
  return (COLLECTION_KEYS as readonly string[]).includes(value ?? '');
}

/** Members of a collection; an unknown key has none (the screen then shows 'No Peppers Found'). */
export function collectionMembers<T extends CollectionPepper>(collection: string, peppers: readonly T[]): T[] {
  if (!isCollectionKey(collection)) return [];
  return peppers.filter((p) => isCollectionMember(collection, p));
}
