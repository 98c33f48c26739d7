/**
 * The four-week timeline's tasks (the temperature ranges come from the domain's SEED_WEEKS; week 4's last task,
 * when the plants go out, comes from the domain's lead-time rule).
 */
export const SEED_WEEK_PLANS: { title: string; focus: string; tasks: string[] }[] = [
  {
    title: 'Week 1: Sowing',
    focus: 'Warmth and moisture start germination.',
    tasks: [
      'Soak seeds for 8-12 hours in warm water to soften the seed coat',
      'Fill cells with a fine, sterile seed-starting mix and moisten it',
      'Sow 1/4 in (6 mm) deep, two seeds per cell, and label every row',
      'Set the tray on a heat mat with a thermostat and cover it with a clear dome',
    ],
  },
  {
    title: 'Week 2: Germination',
    focus: 'Keep it warm, damp and watched.',
    tasks: [
      'Check daily and keep the mix damp, never wet',
      'Lift the dome for a few minutes each day to air the tray',
      'Move sprouted cells under lights 2-4 in (5-10 cm) away, 14-16 hours a day',
      'Take the dome off once most seeds are up',
    ],
  },
  {
    title: 'Week 3: First true leaves',
    focus: 'Light and air build stocky seedlings.',
    tasks: [
      'Thin to the strongest seedling per cell by snipping the other at soil level',
      'Water from below and let the surface dry between waterings',
      'Run a small fan on low for a few hours a day to strengthen stems',
      'Lower the heat mat setting as the room warms',
    ],
  },
  {
    title: 'Week 4: Growing on',
    focus: 'Feed lightly and pot up.',
    tasks: [
      'Feed at quarter strength with a balanced fertilizer once a week',
      'Pot up into 3-4 in (8-10 cm) pots, burying the stem slightly',
      'Keep lights close and raise them as plants grow',
    ],
  },
];

export const GERMINATION_CLASSES = [
  { key: 'mild', label: 'Mild (bells, banana, pimiento)', examples: 'Bell Pepper, Anaheim, Poblano' },
  { key: 'medium', label: 'Medium (jalapeño, serrano)', examples: 'Jalapeño, Serrano, Fresno' },
  { key: 'hot', label: 'Hot (cayenne, habanero)', examples: 'Cayenne, Thai Chile, Habanero' },
  {
    key: 'superhot',
    label: 'Superhot (ghost, reaper)',
    examples: 'Ghost Pepper, Trinidad Scorpion, Carolina Reaper',
  },
] as const;

export const SEED_TROUBLES = [
  {
    problem: 'Seeds will not sprout',
    causes: 'Soil too cool, old seed, or the mix dried out.',
    solution:
      'Keep the mix at 80-85°F (27-29°C) with a heat mat and give superhots longest (see Varieties). Test old seed on a damp paper towel first.',
  },
  {
    problem: 'Seedlings collapse at the base',
    causes: 'Damping off: fungi in wet, cold, stale conditions.',
    solution:
      'Use fresh sterile mix, water from below, run a fan and never leave a dome on after germination.',
  },
  {
    problem: 'Tall, pale, floppy seedlings',
    causes: 'Too little light, or lights too far away.',
    solution: 'Lower lights to 2-4 in (5-10 cm), give 14-16 hours, and bury the stem deeper when potting up.',
  },
  {
    problem: 'Seed coat stuck on the leaves',
    causes: 'The mix was too dry or the seed too shallow.',
    solution: 'Mist the husk and let it soften for an hour, then ease it off; sow slightly deeper next time.',
  },
  {
    problem: 'Yellowing lower leaves',
    causes: 'Hunger once the seed’s reserves run out, or overwatering.',
    solution:
      'Start quarter-strength feeding after the first true leaves and let the surface dry between waterings.',
  },
];
