import type { GrowKit, Merchandise, ShopItemKind } from '@pepper/contract';

/** A grow kit or a piece of merchandise, as the shop's cards and detail view show it. */
export interface ShopItem {
  kind: ShopItemKind;
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  /** The kit's level or the merchandise's category. */
  label: string;
  /** What a kit contains; null for merchandise. */
  includes: string[] | null;
  originalPrice: number;
  discountedPrice: number;
  discountPercent: number;
}

const LEVELS: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

const CATEGORY_NAMES: Record<string, string> = {
  apparel: 'Apparel',
  kitchen: 'Kitchen',
  garden: 'Garden',
  pantry: 'Pantry',
  books: 'Books',
  accessories: 'Accessories',
};

export const kitItem = (kit: GrowKit): ShopItem => ({
  kind: 'grow-kit',
  id: kit.id,
  name: kit.name,
  description: kit.description,
  imageUrl: kit.imageUrl,
  label: LEVELS[kit.difficultyLevel] ?? kit.difficultyLevel,
  includes: kit.includes,
  originalPrice: kit.originalPrice,
  discountedPrice: kit.discountedPrice,
  discountPercent: kit.discountPercent,
});

export const merchandiseItem = (item: Merchandise): ShopItem => ({
  kind: 'merchandise',
  id: item.id,
  name: item.name,
  description: item.description,
  imageUrl: item.imageUrl,
  label: CATEGORY_NAMES[item.category] ?? item.category,
  includes: null,
  originalPrice: item.originalPrice,
  discountedPrice: item.discountedPrice,
  discountPercent: item.discountPercent,
});
