/** A nutrient: dailyValue is the percentage of the daily value in 100 g. */
export interface Nutrient {
  name: string;
  amount: string;
  dailyValue: number;
  description: string;
}

/**
 * Hot chili peppers, red, raw, per 100 g (USDA FoodData Central, SR Legacy 11819), against the FDA daily
 * values for adults (vitamin C 90 mg, B6 1.7 mg, K 120 µg, A 900 µg RAE, copper 0.9 mg, potassium 4,700 mg,
 * fiber 28 g, iron 18 mg).
 */
export const NUTRIENTS: readonly Nutrient[] = [
  {
    name: 'Vitamin C',
    amount: '144 mg',
    dailyValue: 160,
    description:
      'An antioxidant for the immune system and collagen. 100 g of chili covers more than a day’s need.',
  },
  {
    name: 'Vitamin B6',
    amount: '0.51 mg',
    dailyValue: 30,
    description: 'Helps turn food into energy and supports the nervous system.',
  },
  {
    name: 'Copper',
    amount: '0.13 mg',
    dailyValue: 14,
    description: 'Needed to make red blood cells and to use iron.',
  },
  {
    name: 'Vitamin K1',
    amount: '14 µg',
    dailyValue: 12,
    description: 'Helps blood clot and keeps bones healthy.',
  },
  {
    name: 'Potassium',
    amount: '322 mg',
    dailyValue: 7,
    description: 'Balances fluids and supports healthy blood pressure.',
  },
  {
    name: 'Iron',
    amount: '1.0 mg',
    dailyValue: 6,
    description: 'Carries oxygen in the blood; vitamin C in the same pepper helps absorb it.',
  },
  {
    name: 'Vitamin A',
    amount: '48 µg RAE',
    dailyValue: 5,
    description: 'From carotenoids such as beta-carotene; supports vision and skin.',
  },
  { name: 'Fiber', amount: '1.5 g', dailyValue: 5, description: 'Supports digestion.' },
];

export const ENERGY = {
  calories: 40,
  protein: '1.9 g',
  fat: '0.4 g',
  carbohydrate: '8.8 g',
  sugars: '5.3 g',
} as const;

export const HEALTH_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Rich in vitamin C',
    text: 'Gram for gram, red chilies hold more vitamin C than oranges (about 53 mg per 100 g).',
  },
  {
    title: 'Pain relief',
    text: 'Capsaicin creams and high-strength patches are approved treatments for some nerve and joint pain: repeated exposure dulls pain nerves.',
  },
  {
    title: 'Metabolism',
    text: 'Capsaicin slightly raises energy use and may reduce appetite for a while; the effect is modest and no substitute for diet and exercise.',
  },
  {
    title: 'Antioxidants',
    text: 'Red peppers carry carotenoids such as capsanthin and beta-carotene, which protect cells from oxidative damage.',
  },
];

/** Per 100 g, raw (USDA FoodData Central). */
export const PEPPER_COMPARISON: readonly { pepper: string; calories: number; vitaminC: string }[] = [
  { pepper: 'Green bell pepper', calories: 20, vitaminC: '80 mg' },
  { pepper: 'Red bell pepper', calories: 31, vitaminC: '128 mg' },
  { pepper: 'Jalapeño', calories: 29, vitaminC: '119 mg' },
  { pepper: 'Hot chili, red', calories: 40, vitaminC: '144 mg' },
];

export const CONSIDERATIONS: readonly string[] = [
  'Spicy food can trigger heartburn and worsen reflux or irritable bowel symptoms in some people.',
  'Nobody eats 100 g of hot chili at once: a typical serving is a few grams, so the figures above shrink accordingly.',
  'Cooking lowers vitamin C, which breaks down with heat and time.',
  'Very large amounts of superhots can cause vomiting and, rarely, serious reactions: eat them in small portions.',
];
