import type { PepperSeed } from '../types';

/** Varieties recipes cook with that the database lacked an entry for (ids 8000-8099). */
export const recipeVarieties: PepperSeed[] = [
  {
    id: 8000,
    name: "Bird's Eye",
    scientificName: 'Capsicum annuum',
    species: 'Capsicum annuum',
    shuMin: 100000,
    shuMax: 225000,
    heatLevel: 'hot',
    origin: 'Southeast Asia',
    country: 'Thailand',
    maturityDays: 90,
    size: '¾-1½ in (2-4 cm) long, thin and pointed',
    color: 'Green ripening to red',
    ripeColor: 'red',
    shape: 'slim',
    lengthCm: 3,
    description:
      "Bird's eye is the market and kitchen name for the tiny, upright, fiercely hot chiles sold across Southeast Asia, called cabe rawit in Indonesia and chili padi in Malaysia and Singapore. The thin-walled pods are barely an inch long and pack a sharp heat that lands at once and clears fairly quickly. Dried, they travel the world as the small red chiles of Thai, Balinese, East African and Ethiopian cooking, where recipes often offer them in place of piri piri.",
    culinaryUses: [
      'Sambals and nam prik',
      'Dried and ground for mitmita and peri-peri rubs',
      'Sliced into fish sauce, soy or vinegar as a table condiment',
    ],
    growingTips:
      'Give it a long, warm season in full sun and evenly moist soil; one compact plant in a 2-gallon pot carries hundreds of upright pods and can be overwintered indoors.',
    commonNames: ['Bird’s Eye Chili', 'Cabe Rawit', 'Chili Padi'],
    featured: false,
  },
];
