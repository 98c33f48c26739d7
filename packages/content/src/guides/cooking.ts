import type { HeatLevel } from '@pepper/contract';
import { HEAT_SCALE } from '@pepper/domain/heat';

/**
 * The cooking guide's heat levels are the heat scale's (docs/heat-scale.md), so its buttons name peppers as their
 * badges do; peppers with no heat are cooked as the mild ones are.
 */
export type CookingHeat = Exclude<HeatLevel, 'no-heat'>;

export const COOKING_HEAT_LEVELS: readonly { level: CookingHeat; label: string }[] = HEAT_SCALE.flatMap(
  ({ level, label }) => (level === 'no-heat' ? [] : [{ level, label }]),
);

/** Advice for the chosen heat level, shown above the tabs. */
export const HEAT_ADVICE: Record<
  CookingHeat,
  { peppers: string; amount: string; prep: string; balance: string }
> = {
  mild: {
    peppers: 'Bell, poblano, Anaheim, banana',
    amount: 'Use them as a vegetable: whole, stuffed or by the handful.',
    prep: 'No gloves needed. Roast poblanos and Anaheims to bring out their sweetness.',
    balance: 'Add a pinch of smoked paprika or one jalapeño if you want a little warmth.',
  },
  medium: {
    peppers: 'Jalapeño, Fresno, serrano',
    amount: 'One or two peppers flavor a dish for four; taste one first, as heat varies from pod to pod.',
    prep: 'Remove the ribs and seeds for less heat; keep them for more. Gloves help if your skin is sensitive.',
    balance: 'Lime, tomato and avocado carry medium heat well; sour cream calms it.',
  },
  hot: {
    peppers: 'Cayenne, Thai chile, tabasco',
    amount: 'Start with one Thai chile or a pinch of cayenne per pot and add more at the end.',
    prep: 'Wear gloves, and wash the board and knife with soap straight after.',
    balance: 'Sugar and acid round out the bite; coconut milk softens it in curries.',
  },
  'very-hot': {
    peppers: 'Habanero, Scotch bonnet, ghost pepper',
    amount: 'Start with half a habanero per pot, or a sliver of ghost pepper, and add more at the end.',
    prep: 'Wear gloves, and wash the board and knife with soap straight after. Do not touch your eyes.',
    balance: 'Sweet fruit (mango, pineapple), sugar and acid round out the fire.',
  },
  superhot: {
    peppers: 'Trinidad scorpion, 7 Pot, Carolina Reaper',
    amount: 'A sliver or a single drop of sauce can season a whole pot. Add less than you think.',
    prep: 'Gloves and eye protection, a ventilated kitchen, and a dedicated board. Keep children and pets away.',
    balance: 'Fat and dairy carry capsaicin and soften the burn: cream, coconut milk, cheese.',
  },
};

export interface CookingTopic {
  title: string;
  text: string;
  tips: string[];
}

export const TECHNIQUES: readonly CookingTopic[] = [
  {
    title: 'Deseeding and de-ribbing',
    text: 'Most capsaicin sits in the pale ribs (the placenta) that hold the seeds, so cutting them out tames a pepper.',
    tips: [
      'Halve the pepper lengthwise and run a teaspoon down each side.',
      'Keep the ribs of one pepper aside to add back if the dish is too mild.',
    ],
  },
  {
    title: 'Fire roasting',
    text: 'Blistering the skin over a flame or under the grill gives a smoky, sweet flavor and lets the tough skin slip off.',
    tips: [
      'Turn the pepper until it is black all over.',
      'Steam it in a covered bowl for 10 minutes, then rub the skin off. Do not rinse: the flavor goes with it.',
    ],
  },
  {
    title: 'Toasting dried chiles',
    text: 'A short toast in a dry pan wakes up the oils of ancho, guajillo or árbol chiles before you soak or grind them.',
    tips: [
      'Toast for 20-30 seconds a side, until fragrant and pliable.',
      'Stop before they smoke: burnt chiles turn bitter.',
    ],
  },
  {
    title: 'Rehydrating',
    text: 'Soaked dried chiles blend into smooth sauces such as mole and enchilada sauce.',
    tips: [
      'Cover with just-boiled water for 15-20 minutes.',
      'Taste the soaking water before using it; it can be bitter.',
    ],
  },
];

export const COOKING_SAFETY: readonly CookingTopic[] = [
  {
    title: 'Protect your hands',
    text: 'Capsaicin is an oil-like compound that clings to skin for hours, and water alone does not wash it off.',
    tips: [
      'Wear nitrile gloves for anything hotter than a jalapeño.',
      'Wash with dish soap, or rub your hands with oil first and then wash.',
    ],
  },
  {
    title: 'Keep it out of your eyes',
    text: 'Touching your eyes or contact lenses after cutting peppers is the most common kitchen accident with chiles.',
    tips: [
      'Take out contact lenses before cooking with hot peppers.',
      'If it happens, flush the eye with cool running water for 15 minutes.',
    ],
  },
  {
    title: 'Mind the fumes',
    text: 'Frying or roasting hot peppers puts capsaicin into the air, which makes people cough and sneeze.',
    tips: ['Turn on the extractor fan and open a window.', 'Roast superhots outdoors.'],
  },
  {
    title: 'Cooling a burning mouth',
    text: 'Capsaicin does not dissolve in water. Milk proteins (casein) and fat carry it away.',
    tips: [
      'Reach for whole milk, yogurt or ice cream.',
      'Bread, rice and sugar help; water and beer mostly spread the burn.',
    ],
  },
];

export const COOKING_METHODS: readonly CookingTopic[] = [
  {
    title: 'Fresh and raw',
    text: 'Raw peppers keep their full heat and a bright, grassy crunch: salsas, relishes and garnishes.',
    tips: ['Slice thinly so the heat spreads evenly.', 'Acid such as lime juice sharpens raw pepper flavor.'],
  },
  {
    title: 'Blooming in oil',
    text: 'Capsaicin and the flavors of chiles dissolve in fat. Sizzling chiles in oil at the start spreads their heat through the whole dish.',
    tips: [
      'Use medium heat so the chiles darken without burning.',
      'Chili oil: pour hot (not smoking) oil over chili flakes.',
    ],
  },
  {
    title: 'Simmering',
    text: 'Long cooking in stews, curries and chili blends the heat into the dish and mellows raw sharpness.',
    tips: [
      'Add whole chiles and remove them when the pot is hot enough.',
      'Heat builds as a stew reduces: taste at the end.',
    ],
  },
  {
    title: 'Fermenting',
    text: 'Lactic fermentation in salt brine gives hot sauces their depth and tang.',
    tips: [
      'Use 2-5% salt by weight of peppers and water.',
      'Keep the peppers under the brine and ferment for 1-4 weeks.',
    ],
  },
  {
    title: 'Smoking',
    text: 'Slow smoking dries and flavors peppers at once: a smoked, dried red jalapeño is a chipotle.',
    tips: ['Use fruit wood or hickory at a low temperature.', 'Finish drying in a dehydrator if needed.'],
  },
];
