/** Small seed content for API tests (the real packages/content is tested with the size budget). */
import type { SeedContent } from '../db/seed.js';
import type { PepperSeed, RecipeSeed } from '../../../packages/content/src/types.js';

const pepper = (p: Partial<PepperSeed> & Pick<PepperSeed, 'id' | 'name'>): PepperSeed => ({
  scientificName: 'Capsicum annuum',
  species: 'Capsicum annuum',
  shuMin: 2500,
  shuMax: 8000,
  heatLevel: 'medium',
  origin: 'Mexico',
  country: 'Mexico',
  maturityDays: 75,
  size: '2-3 in (5-8 cm) long',
  color: 'Green ripening to red',
  ripeColor: 'red',
  shape: 'conical',
  lengthCm: 7,
  description: 'A test pepper.',
  culinaryUses: ['salsa', 'pickling'],
  growingTips: 'Full sun.',
  commonNames: [],
  featured: false,
  ...p,
});

const recipe = (r: Partial<RecipeSeed> & Pick<RecipeSeed, 'id' | 'title'>): RecipeSeed => ({
  description: 'A test recipe.',
  heatLevel: 'medium',
  category: 'salsa',
  prepTimeMinutes: 10,
  cookTimeMinutes: 5,
  servings: 4,
  rating: 4.5,
  ratingCount: 10,
  ingredients: ['2 jalapeños'],
  instructions: ['Chop.', 'Mix.'],
  difficulty: 'easy',
  peppers: ['Jalapeño'],
  ...r,
});

export const fixtures: SeedContent = {
  peppers: [
    pepper({ id: 1, name: 'Jalapeño', commonNames: ['Huachinango', 'Chipotle (smoked)'], featured: true }),
    pepper({ id: 2, name: 'Purple Jalapeño', baseName: 'Jalapeño', ripeColor: 'purple' }),
    pepper({
      id: 3,
      name: 'Habanero',
      scientificName: 'Capsicum chinense',
      species: 'Capsicum chinense',
      shuMin: 100000,
      shuMax: 350000,
      heatLevel: 'hot',
      origin: 'Yucatán, Mexico',
      shape: 'lantern',
      ripeColor: 'orange',
      lengthCm: 5,
    }),
    pepper({
      id: 4,
      name: 'Carolina Reaper',
      scientificName: 'Capsicum chinense',
      species: 'Capsicum chinense',
      shuMin: 1400000,
      shuMax: 2200000,
      heatLevel: 'extreme',
      origin: 'South Carolina, USA',
      country: 'USA',
      shape: 'wrinkled',
    }),
    pepper({ id: 5, name: 'Bell Pepper', shuMin: 0, shuMax: 0, heatLevel: 'mild', origin: 'Mexico', shape: 'bell', lengthCm: 10 }),
    pepper({ id: 6, name: '7 Pot Douglah', species: 'Capsicum chinense', shuMin: 923000, shuMax: 1853000, heatLevel: 'extreme', origin: 'Trinidad', country: 'Trinidad and Tobago', ripeColor: 'brown', shape: 'wrinkled' }),
    pepper({ id: 7, name: 'Shishito', shuMin: 50, shuMax: 200, heatLevel: 'mild', origin: 'Japan', country: 'Japan', shape: 'long' }),
  ],
  publicRecipes: [
    recipe({ id: 1, title: 'Classic Pico de Gallo' }),
    recipe({ id: 2, title: 'Habanero Hot Sauce', category: 'sauce', heatLevel: 'hot', peppers: ['Habanero'] }),
    recipe({ id: 3, title: 'Smoky Rub', category: 'rub', heatLevel: 'mild', difficulty: 'medium' }),
  ],
  premiumRecipes: [
    { ...recipe({ id: 1001, title: 'Reaper Ramen', category: 'main', heatLevel: 'extreme' }), chefNotes: 'Gloves.', premiumTier: 'premium' },
    { ...recipe({ id: 1002, title: 'Fermented Mash', category: 'sauce', heatLevel: 'hot' }), chefNotes: 'Patience.', premiumTier: 'pro' },
  ],
  growKits: [
    {
      id: 1,
      name: 'Starter Kit',
      description: 'Seeds and pots.',
      difficultyLevel: 'beginner',
      originalPrice: 2499,
      premiumDiscountPercent: 10,
      proDiscountPercent: 25,
      includes: ['Seeds', 'Pots', 'Soil', 'Labels'],
    },
  ],
  merchandise: [
    { id: 1, name: 'Apron', description: 'Red apron.', category: 'apparel', originalPrice: 1999, premiumDiscountPercent: 15, proDiscountPercent: 30 },
  ],
};
