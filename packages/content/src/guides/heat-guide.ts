import type { HEAT_SCALE } from '@pepper/domain/heat';

type ScaleLevel = (typeof HEAT_SCALE)[number]['level'];

/** What each level of the heat scale feels like; the bounds come from the domain. */
export const LEVEL_NOTES: Record<ScaleLevel, { examples: string; feel: string }> = {
  'no-heat': {
    examples: 'Bell pepper, pimento, sweet banana',
    feel: 'No burn at all: all flavor, sweetness and crunch.',
  },
  mild: {
    examples: 'Poblano, Anaheim, pepperoncini',
    feel: 'A gentle warmth that fades quickly. Friendly for almost everyone.',
  },
  medium: {
    examples: 'Jalapeño, serrano, Fresno',
    feel: 'A noticeable kick that builds, then settles within a minute or two.',
  },
  hot: {
    examples: 'Cayenne, Thai chile, Tabasco',
    feel: 'Sharp, lingering heat; eyes water and noses run for many people.',
  },
  'very-hot': {
    examples: 'Habanero, Scotch bonnet, ghost pepper (typically just under 1,000,000)',
    feel: 'Intense heat that spreads through the mouth and throat and lasts 10 minutes or more.',
  },
  superhot: {
    examples: 'Carolina Reaper, Trinidad Moruga Scorpion, Pepper X',
    feel: 'Overwhelming pain, sweating and sometimes cramps. Handle with gloves and respect.',
  },
};

export const COMPARISONS: readonly { item: string; shu: string }[] = [
  { item: 'Bell pepper', shu: '0' },
  { item: 'Jalapeño', shu: '2,500-8,000' },
  { item: 'Cayenne', shu: '30,000-50,000' },
  { item: 'Habanero', shu: '100,000-350,000' },
  { item: 'Ghost pepper (Bhut Jolokia)', shu: 'about 1,000,000' },
  { item: 'Carolina Reaper', shu: 'about 1,600,000 on average, peaks above 2,200,000' },
  { item: 'Pepper X (record since 2023)', shu: 'about 2,690,000 on average' },
  { item: 'Police pepper spray', shu: 'about 2,000,000-5,300,000' },
  { item: 'Pure capsaicin', shu: 'about 16,000,000' },
];

export const NOTES: readonly { title: string; text: string }[] = [
  {
    title: 'Where the scale comes from',
    text: 'Pharmacist Wilbur Scoville devised the test in 1912. An extract of dried pepper was diluted in sugar water until a panel of tasters could no longer detect any heat: the dilution factor is the rating.',
  },
  {
    title: 'How heat is measured today',
    text: 'Labs use high-performance liquid chromatography (HPLC) to measure capsaicinoids in parts per million. Multiplying by about 16 converts ppm to Scoville heat units.',
  },
  {
    title: 'Why ranges, not single numbers',
    text: 'Heat varies with the plant, the weather and the soil. Hot, dry conditions and stress raise capsaicin, so two fruits of the same variety can differ several times over.',
  },
  {
    title: 'Heat is not a taste',
    text: 'Capsaicin triggers the TRPV1 pain receptor, the one that also senses scalding temperatures. The brain reads the signal as burning, though the mouth is not actually hotter.',
  },
];

export const PRO_TIPS: readonly string[] = [
  'Taste a small piece from the tip first: the end far from the stem is usually milder.',
  'Heat climbs fast near the top of the scale: a habanero can be 40 times hotter than a jalapeño.',
  'Move up one level at a time; tolerance grows with regular eating.',
  'Whole milk, yogurt or ice cream calm the burn better than water or beer.',
  'Superhot heat can take 30 seconds or more to peak: wait before the second bite.',
];
