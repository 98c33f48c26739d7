export const TAXONOMY: readonly { rank: string; name: string }[] = [
  { rank: 'Kingdom', name: 'Plantae' },
  { rank: 'Clade', name: 'Angiosperms (flowering plants)' },
  { rank: 'Clade', name: 'Eudicots' },
  { rank: 'Order', name: 'Solanales' },
  { rank: 'Family', name: 'Solanaceae (nightshades)' },
  { rank: 'Genus', name: 'Capsicum' },
];

/** A species. */
export interface Species {
  name: string;
  common: string;
  varieties: string[];
  characteristics: string[];
  chromosome: string;
}

/** The five domesticated species; all are diploid with 12 pairs of chromosomes. */
export const SPECIES: readonly Species[] = [
  {
    name: 'Capsicum annuum',
    common: 'Common pepper',
    varieties: ['Bell', 'Jalapeño', 'Poblano', 'Cayenne', 'Serrano', 'Anaheim'],
    characteristics: [
      'Domesticated in Mexico',
      'Usually one white flower per node',
      'From sweet (0 SHU) to about 100,000 SHU',
    ],
    chromosome: '2n = 24',
  },
  {
    name: 'Capsicum chinense',
    common: 'Bonnet or habanero pepper',
    varieties: ['Habanero', 'Scotch Bonnet', 'Ghost Pepper', 'Carolina Reaper', 'Pepper X'],
    characteristics: [
      'Domesticated in the Amazon basin',
      'Two or more greenish-white flowers per node',
      'A constriction below the calyx',
      'Fruity aroma; holds every heat record',
    ],
    chromosome: '2n = 24',
  },
  {
    name: 'Capsicum baccatum',
    common: 'Ají',
    varieties: ['Aji Amarillo', 'Lemon Drop', 'Bishop’s Crown'],
    characteristics: [
      'Domesticated in Bolivia and Peru',
      'Cream flowers with yellow-green spots on the petals',
      'Citrusy, fruity flavor',
    ],
    chromosome: '2n = 24',
  },
  {
    name: 'Capsicum frutescens',
    common: 'Tabasco or bird’s eye pepper',
    varieties: ['Tabasco', 'Malagueta', 'African bird’s eye (piri piri)'],
    characteristics: ['Small fruits that point upward', 'Greenish-white flowers', 'Bushy, compact plants'],
    chromosome: '2n = 24',
  },
  {
    name: 'Capsicum pubescens',
    common: 'Rocoto or manzano',
    varieties: ['Rocoto', 'Manzano', 'Canario'],
    characteristics: [
      'Hairy (pubescent) leaves and stems',
      'Purple flowers and black seeds',
      'Thick, juicy walls',
      'Tolerates cool highland weather',
    ],
    chromosome: '2n = 24',
  },
];

export const GENETIC_TRAITS: readonly { trait: string; text: string }[] = [
  {
    trait: 'Pungency (Pun1)',
    text: 'The Pun1 gene encodes an enzyme (an acyltransferase) needed to make capsaicin. Sweet peppers such as the bell carry a non-working recessive version, so they have no heat at all.',
  },
  {
    trait: 'Red color (Ccs)',
    text: 'Capsanthin-capsorubin synthase makes the red pigments capsanthin and capsorubin. Peppers with a broken Ccs gene ripen yellow or orange instead of red.',
  },
  {
    trait: 'Brown fruit (chlorophyll retention)',
    text: 'A recessive gene that stops chlorophyll breaking down during ripening mixes green with red, giving "chocolate" or brown peppers.',
  },
  {
    trait: 'Heat level',
    text: 'How hot a pungent pepper gets is controlled by several genes at once, and by the environment: heat, drought and stress raise capsaicin levels.',
  },
];

export const RESEARCH_NOTES: readonly string[] = [
  'Capsaicin (C18H27NO3) binds the TRPV1 receptor on pain nerves. David Julius shared the 2021 Nobel Prize in Physiology or Medicine for discovering TRPV1, using capsaicin to find it.',
  'Birds do not feel capsaicin because their TRPV1 receptor does not respond to it; they eat hot peppers and spread the seeds, while mammals that would crush the seeds are deterred.',
  'The pepper genome (about 3.5 billion base pairs, most of it repetitive DNA) was first published in 2014.',
  'Starch grains of chili peppers on grinding tools from Ecuador date domesticated peppers to at least 6,000 years ago.',
  'Capsaicinoids are made mostly in the placenta, the pale ribs that hold the seeds, which is why the ribs hold more heat than the seeds. Superhots also make them in the fruit wall itself (Bosland and colleagues, 2015), so their flesh burns too.',
];
