export const HARVEST_VARIETY_CLASSES = [
  { value: 'mild', label: 'Mild (bell, banana, poblano)' },
  { value: 'medium', label: 'Medium (jalapeño, serrano, Fresno)' },
  { value: 'hot', label: 'Hot (cayenne, Thai, habanero)' },
  { value: 'superhot', label: 'Superhot (ghost, scorpion, reaper)' },
] as const;

export const TIMING = [
  {
    title: 'Green or ripe',
    text: 'Every pepper can be eaten green, but flavour, sweetness and vitamin C rise as it colours. Hot and superhot types are almost always left to ripen.',
  },
  {
    title: 'Time of day',
    text: 'Pick in the cool of the morning when pods are firm and full of water; they keep longer.',
  },
  {
    title: 'Pick often',
    text: 'A plant carrying ripe fruit slows down. Picking every few days keeps it flowering and setting more.',
  },
  {
    title: 'Before frost',
    text: 'Clear every pod once nights fall near 40°F (4°C): cold damage shows as soft, pitted skin days later.',
  },
];

export const METHODS = [
  {
    title: 'Cut, do not pull',
    text: 'Use clean scissors or pruners and leave a short stub of stem; pulling tears branches, which are brittle when laden.',
  },
  {
    title: 'Wear gloves for hot types',
    text: 'Capsaicin stays on skin for hours. Nitrile gloves, and never touch your eyes while picking.',
  },
  {
    title: 'Support the branch',
    text: 'Hold the branch with one hand while cutting with the other, especially on heavy bells.',
  },
  {
    title: 'Handle gently',
    text: 'Bruised pods rot quickly: lay them in a shallow basket, not a deep bucket.',
  },
];

export const RIPENESS = [
  {
    title: 'Colour',
    text: 'Full, even colour for the variety: red, orange, yellow, chocolate or cream. A half-coloured pod finishes ripening on the counter.',
  },
  {
    title: 'Gloss and firmness',
    text: 'A ripe pod is glossy and firm. Dull, soft or wrinkled skin means it is past its best (except naturally wrinkled superhots).',
  },
  {
    title: 'Corking',
    text: 'Fine tan lines on jalapeños and serranos are harmless stretch marks, and many cooks prize them as a sign of heat.',
  },
  {
    title: 'Easy release',
    text: 'A ripe pod often snaps off cleanly at the joint; one that resists needs a few more days.',
  },
];

export const STORAGE = [
  {
    title: 'Fridge',
    text: 'Unwashed, in a paper-lined bag in the crisper: 1-2 weeks. Wash just before use.',
  },
  {
    title: 'Freezer',
    text: 'Wash, dry, slice or leave whole, freeze flat on a tray, then bag: 8-12 months at 0°F (-18°C).',
  },
  {
    title: 'Drying',
    text: 'Thin-walled types dry well: a dehydrator at 135°F (57°C) for 6-18 hours, or strung in a dry, airy room for 2-4 weeks.',
  },
  {
    title: 'Pickling and ferments',
    text: 'Vinegar pickles keep 1-2 years when processed; ferments keep for months in the fridge once finished.',
  },
];

/** The harvest guide's topics, one tab each, in the order the guide shows them. */
export const HARVEST_TOPICS = [
  { value: 'timing', title: 'Timing', items: TIMING },
  { value: 'methods', title: 'Methods', items: METHODS },
  { value: 'ripeness', title: 'Ripeness', items: RIPENESS },
  { value: 'storage', title: 'Storage', items: STORAGE },
];
