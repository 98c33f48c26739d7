/** A pairing. */
export interface Pairing {
  pepper: string;
  pairing: string;
  reason: string;
}

export interface PairingCategory {
  title: string;
  intro: string;
  pairings: Pairing[];
}

export const PAIRING_CATEGORIES: readonly PairingCategory[] = [
  {
    title: 'Beer by heat level',
    intro:
      'Alcohol and hop bitterness amplify the burn; malt sweetness, carbonation and lower alcohol ease it.',
    pairings: [
      {
        pepper: 'Mild (poblano, Anaheim)',
        pairing: 'Amber lager or Märzen',
        reason: 'Toasty malt matches roasted peppers without covering them.',
      },
      {
        pepper: 'Medium (jalapeño, serrano)',
        pairing: 'Mexican-style lager or pilsner',
        reason: 'Crisp and light-bodied, it refreshes between bites.',
      },
      {
        pepper: 'Hot (habanero, Scotch bonnet)',
        pairing: 'Hefeweizen or witbier',
        reason: 'Soft wheat body and fruity yeast notes echo the peppers and calm the heat.',
      },
      {
        pepper: 'Superhot (ghost, reaper)',
        pairing: 'Milk stout',
        reason: 'Lactose sweetness and a creamy body coat the palate; avoid strong IPAs.',
      },
    ],
  },
  {
    title: 'Wine by pepper type',
    intro:
      'A touch of sweetness and low alcohol balance heat; high alcohol and strong tannins make it sharper.',
    pairings: [
      {
        pepper: 'Roasted bell and poblano',
        pairing: 'Sauvignon Blanc',
        reason: 'Its green, grassy notes share compounds (pyrazines) with green peppers.',
      },
      {
        pepper: 'Jalapeño',
        pairing: 'Dry rosé',
        reason: 'Bright acidity and red-fruit notes suit salsa and tacos.',
      },
      {
        pepper: 'Thai chile',
        pairing: 'Off-dry Riesling',
        reason: 'Residual sugar and low alcohol cool the heat of Thai dishes.',
      },
      {
        pepper: 'Chipotle',
        pairing: 'Zinfandel or Grenache',
        reason: 'Ripe fruit stands up to smoke; choose a bottle under 14.5% alcohol.',
      },
      {
        pepper: 'Habanero',
        pairing: 'Gewürztraminer',
        reason: 'Lychee and rose aromas match the fruity habanero.',
      },
    ],
  },
  {
    title: 'Pepper beer recipes',
    intro: 'Add peppers after fermentation (in secondary) for clean heat, and taste daily: heat builds fast.',
    pairings: [
      {
        pepper: 'Jalapeño',
        pairing: 'Jalapeño cream ale',
        reason: 'Two or three roasted jalapeños per 5 gallons (19 L) give green flavor and a gentle finish.',
      },
      {
        pepper: 'Chipotle',
        pairing: 'Chipotle porter',
        reason: 'Smoke and chocolate malt are a classic match; one or two dried chipotles are plenty.',
      },
      {
        pepper: 'Habanero',
        pairing: 'Habanero mango wheat',
        reason: 'Mango sweetness carries the fruity heat of a single seeded habanero.',
      },
      {
        pepper: 'Ancho',
        pairing: 'Ancho chile stout',
        reason: 'The raisin and cocoa notes of dried poblano deepen a dark stout.',
      },
    ],
  },
  {
    title: 'Classic food pairings',
    intro: 'Combinations that work because fat, sugar or acid shape the way heat is felt.',
    pairings: [
      {
        pepper: 'Jalapeño',
        pairing: 'Cheddar and cream cheese',
        reason: 'Dairy fat and casein soften the heat, as in jalapeño poppers.',
      },
      {
        pepper: 'Poblano',
        pairing: 'Sweet corn and crema',
        reason: 'Roasted poblano strips (rajas) with corn are a Mexican classic.',
      },
      {
        pepper: 'Habanero',
        pairing: 'Mango and pineapple',
        reason: 'Tropical sweetness matches the fruity aroma of habanero.',
      },
      {
        pepper: 'Ancho and chipotle',
        pairing: 'Dark chocolate',
        reason: 'Bitter cocoa and dried chiles meet in mole and in spiced hot chocolate.',
      },
      {
        pepper: 'Cayenne',
        pairing: 'Lemon and butter',
        reason: 'Acid and fat make a bright, even heat for fish and sauces.',
      },
    ],
  },
  {
    title: 'International cuisine',
    intro: 'Peppers from the Americas became part of cooking everywhere after the 16th century.',
    pairings: [
      {
        pepper: 'Scotch bonnet',
        pairing: 'Jamaican jerk with allspice and thyme',
        reason: 'The fruity heat is the backbone of jerk marinade.',
      },
      {
        pepper: 'Thai chile',
        pairing: 'Fish sauce and lime (nam pla prik)',
        reason: 'Salt and sour sharpen the clean, quick heat.',
      },
      {
        pepper: 'Aji Amarillo',
        pairing: 'Potatoes and fresh cheese (papa a la huancaína)',
        reason: 'The fruity Peruvian chile colors and flavors a creamy sauce.',
      },
      {
        pepper: 'Gochugaru (Korean chili flakes)',
        pairing: 'Napa cabbage kimchi',
        reason: 'Mild, sweet and smoky flakes give kimchi its red color and warmth.',
      },
      {
        pepper: 'Kashmiri chili',
        pairing: 'Indian curries such as rogan josh',
        reason: 'Deep red color with modest heat.',
      },
      {
        pepper: "African bird's eye (piri piri)",
        pairing: 'Grilled chicken with garlic and lemon',
        reason: 'The Portuguese and Mozambican classic.',
      },
    ],
  },
];
