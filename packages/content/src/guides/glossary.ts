import { GLOSSARY_CATEGORIES } from '@pepper/domain/guides';

export { GLOSSARY_CATEGORIES };
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

export interface GlossaryTerm {
  term: string;
  category: GlossaryCategory;
  definition: string;
  example: string;
}

/** The 20 terms, written for Pepper Atlas, in alphabetical order: the page lists them as they stand here. */
export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    term: 'Bacterial Leaf Spot',
    category: 'disease',
    definition:
      'A disease caused by Xanthomonas bacteria: small, water-soaked spots on leaves that turn brown, followed by leaf drop. It spreads in warm, wet weather.',
    example: 'Avoid overhead watering and do not handle wet plants to keep leaf spot from spreading.',
  },
  {
    term: 'Berry',
    category: 'botany',
    definition:
      'A fleshy fruit that develops from a single ovary and holds its seeds inside. Botanically, every pepper is a berry.',
    example: 'A habanero, like a tomato, is a berry, though cooks call it a vegetable.',
  },
  {
    term: 'Blossom End Rot',
    category: 'disease',
    definition:
      'A sunken, dark patch at the tip of the fruit caused by too little calcium reaching it, most often because of uneven watering.',
    example: 'Watering deeply and evenly, and mulching, prevents blossom end rot better than adding calcium.',
  },
  {
    term: 'Calyx',
    category: 'anatomy',
    definition:
      'The green, cup-shaped ring of sepals where the stem meets the fruit. Its shape helps tell the species apart.',
    example: 'Capsicum chinense usually shows a constriction, a ring-shaped groove, just below the calyx.',
  },
  {
    term: 'Capsaicin',
    category: 'chemistry',
    definition:
      'The main compound that makes chili peppers hot (formula C18H27NO3). It binds to the TRPV1 heat receptor in nerve endings, which the brain reads as burning.',
    example: 'Pure capsaicin rates about 16,000,000 SHU.',
  },
  {
    term: 'Capsaicinoids',
    category: 'chemistry',
    definition:
      'The family of pungent compounds in chili peppers. Capsaicin and dihydrocapsaicin make up about 90% of them in most peppers.',
    example: 'Lab heat tests measure all the main capsaicinoids together, not capsaicin alone.',
  },
  {
    term: 'Capsicum annuum',
    category: 'species',
    definition:
      'The most widely grown pepper species, domesticated in Mexico. It covers sweet and hot types alike.',
    example: 'Bell, jalapeño, poblano, cayenne and serrano are all Capsicum annuum.',
  },
  {
    term: 'Capsicum chinense',
    category: 'species',
    definition:
      'A species from the Amazon basin known for fruity aroma and intense heat. Despite the name, it is not from China.',
    example: 'Habanero, Scotch bonnet, ghost pepper and Carolina Reaper are Capsicum chinense.',
  },
  {
    term: 'Capsicum pubescens',
    category: 'species',
    definition:
      'An Andean species with hairy leaves, purple flowers and black seeds. It tolerates cool weather better than other peppers.',
    example: 'The rocoto, a thick-walled hot pepper from Peru and Bolivia, is Capsicum pubescens.',
  },
  {
    term: 'Cultivar',
    category: 'classification',
    definition:
      'A cultivated variety: a plant selected and kept by people for stable traits such as shape, colour or heat.',
    example: 'California Wonder is a bell pepper cultivar of Capsicum annuum.',
  },
  {
    term: 'F1 Hybrid',
    category: 'classification',
    definition:
      'The first generation from crossing two distinct parent lines. F1 plants are uniform and often vigorous, but their saved seed does not grow true.',
    example: 'Seed saved from an F1 jalapeño gives plants that differ from the parent and from each other.',
  },
  {
    term: 'Hardening Off',
    category: 'cultivation',
    definition:
      'Getting indoor seedlings used to sun, wind and cooler nights, a little longer each day for a week or two, before transplanting them outdoors.',
    example:
      'Start with an hour of morning sun a day and lengthen it until the seedlings stay out overnight.',
  },
  {
    term: 'HPLC',
    category: 'measurement',
    definition:
      'High-performance liquid chromatography, the lab method that measures capsaicinoids in parts per million. Multiplying ppm by about 16 gives SHU.',
    example: 'Record-breaking heat claims are backed by HPLC tests, not by tasting panels.',
  },
  {
    term: 'Landrace',
    category: 'classification',
    definition:
      'A local, traditional variety shaped by farmers and the place it grows in, more varied than a modern cultivar.',
    example: 'Chimayó chile of northern New Mexico is a landrace kept by local growers for generations.',
  },
  {
    term: 'Overwintering',
    category: 'cultivation',
    definition:
      'Keeping a pepper plant alive through winter, usually cut back and kept indoors, so it fruits earlier the next season.',
    example: 'Slow superhots such as the ghost pepper benefit most from a head start after overwintering.',
  },
  {
    term: 'Perennial',
    category: 'botany',
    definition:
      'A plant that lives for more than two years. Peppers are tender perennials, usually grown as annuals because frost kills them.',
    example: 'Brought indoors for winter, a rocoto plant can fruit for many seasons.',
  },
  {
    term: 'Pericarp',
    category: 'anatomy',
    definition:
      'The fruit wall: the skin and flesh between the outside of a pepper and its hollow centre. Its thickness decides how a variety is best cooked or preserved.',
    example: 'Bell peppers have a thick pericarp for stuffing; cayenne has a thin one that air-dries well.',
  },
  {
    term: 'Placenta',
    category: 'anatomy',
    definition:
      'The pale, spongy tissue inside the fruit that holds the seeds. Its glands make most of the capsaicin, so it is the hottest part of a pepper.',
    example:
      'Cutting out the placenta and ribs of a jalapeño removes much of its heat; the seeds themselves carry little.',
  },
  {
    term: 'Scoville Heat Units',
    category: 'measurement',
    definition:
      'The scale of pepper heat (SHU) devised by pharmacist Wilbur Scoville in 1912: how far an extract must be diluted in sugar water before tasters no longer detect heat.',
    example: 'A jalapeño rates 2,500-8,000 SHU; a bell pepper rates 0.',
  },
  {
    term: 'TRPV1',
    category: 'chemistry',
    definition:
      'The receptor on pain nerves that responds to heat above about 43 °C and to capsaicin. Capsaicin triggers it without any real rise in temperature.',
    example:
      'Birds have a TRPV1 that capsaicin does not activate, so they eat hot peppers and spread the seeds.',
  },
];
