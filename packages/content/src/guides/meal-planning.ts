/** A meal: heat is one of Sweet, Mild, Medium, Hot, Extreme. */
export type MealHeat = 'Sweet' | 'Mild' | 'Medium' | 'Hot' | 'Extreme';

export interface Meal {
  dish: string;
  heat: MealHeat;
  /** Hands-on plus cooking time. */
  time: string;
}

export interface PlanDay {
  day: string;
  breakfast: Meal;
  lunch: Meal;
  dinner: Meal;
}

export const WEEKLY_PLAN: readonly PlanDay[] = [
  {
    day: 'Monday',
    breakfast: { dish: 'Huevos rancheros with roasted poblano salsa', heat: 'Mild', time: '20 min' },
    lunch: { dish: 'Stuffed sweet peppers with rice and black beans', heat: 'Sweet', time: '45 min' },
    dinner: { dish: 'Chicken tinga with chipotle in adobo', heat: 'Medium', time: '40 min' },
  },
  {
    day: 'Tuesday',
    breakfast: { dish: 'Shakshuka with Aleppo pepper', heat: 'Mild', time: '25 min' },
    lunch: { dish: 'Thai basil chicken (pad kra pao) with bird’s eye chiles', heat: 'Hot', time: '20 min' },
    dinner: { dish: 'Jalapeño cornbread with three-bean chili', heat: 'Medium', time: '1 h' },
  },
  {
    day: 'Wednesday',
    breakfast: { dish: 'Avocado toast with serrano and lime', heat: 'Medium', time: '10 min' },
    lunch: { dish: 'Roasted red pepper and tomato soup', heat: 'Sweet', time: '35 min' },
    dinner: {
      dish: 'Jerk chicken with Scotch bonnet marinade',
      heat: 'Extreme',
      time: '30 min + marinating',
    },
  },
];

export const PREP_TIPS: readonly { title: string; text: string }[] = [
  {
    title: 'Roast once, use all week',
    text: 'Char a tray of poblanos and sweet peppers on Sunday. Peeled and refrigerated, they keep 4-5 days for eggs, soups and tacos.',
  },
  {
    title: 'Make a chili paste',
    text: 'Blend soaked dried chiles with garlic and oil. A jar in the fridge seasons a quick dinner in seconds; use it within a week.',
  },
  {
    title: 'Freeze sliced peppers',
    text: 'Slice jalapeños and serranos, freeze them on a tray, then bag them: cook straight from frozen.',
  },
  {
    title: 'Cook to the mildest palate',
    text: 'Keep dishes medium and put fresh chiles, chili oil and hot sauce on the table so each person adds their own heat.',
  },
  {
    title: 'Marinate the night before',
    text: 'Jerk and adobo marinades need hours to work: start them after dinner for the next day.',
  },
];

export const SHOPPING_LIST: readonly { category: string; items: string[] }[] = [
  {
    category: 'Fresh peppers',
    items: [
      '4 poblanos',
      '6 jalapeños',
      '2 serranos',
      '3 red bell peppers',
      '4 sweet peppers for stuffing',
      '10 Thai bird’s eye chiles',
      '2 Scotch bonnets',
    ],
  },
  {
    category: 'Dried and canned',
    items: ['1 can chipotles in adobo', 'Aleppo pepper flakes', 'Smoked paprika', '2 cans crushed tomatoes'],
  },
  {
    category: 'Produce',
    items: [
      'Onions and garlic',
      'Limes',
      '2 avocados',
      'Thai basil',
      'Cilantro',
      'Fresh thyme and scallions',
    ],
  },
  {
    category: 'Proteins',
    items: ['1.5 kg (3 lb) chicken thighs', '1 dozen eggs', '2 cans black beans', '1 can kidney beans'],
  },
  {
    category: 'Dairy and cooling',
    items: ['Plain yogurt', 'Sour cream or crema', 'Queso fresco', 'Whole milk'],
  },
  {
    category: 'Pantry',
    items: [
      'Long-grain rice',
      'Cornmeal',
      'Fish sauce',
      'Ground allspice',
      'Corn tortillas',
      'Sourdough bread',
    ],
  },
];
