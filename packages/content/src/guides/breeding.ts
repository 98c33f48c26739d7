/** A breeding method. */
export interface BreedingMethod {
  method: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  timeframe: string;
  description: string;
  pros: string[];
  cons: string[];
}

export const BREEDING_METHODS: readonly BreedingMethod[] = [
  {
    method: 'Selection',
    difficulty: 'Beginner',
    timeframe: '3-5 seasons',
    description:
      'Save seed each year from the best plants of an open-pollinated variety: the earliest, most productive or best-tasting. The variety slowly adapts to your garden.',
    pros: ['No crossing needed', 'Keeps a variety true to type', 'Adapts plants to local conditions'],
    cons: ['Slow, small gains', 'Needs isolation from other peppers'],
  },
  {
    method: 'Hand crossing',
    difficulty: 'Intermediate',
    timeframe: '1 season for the cross, 6-8 seasons to stabilize',
    description:
      'Transfer pollen from one parent to a flower of another to combine their traits, then grow out and select the offspring.',
    pros: ['Combines traits of two varieties', 'Creates something new'],
    cons: ['F2 plants vary widely', 'Many seasons to a stable variety'],
  },
  {
    method: 'F1 hybrid production',
    difficulty: 'Intermediate',
    timeframe: '1 season per seed batch',
    description:
      'Cross the same two stable parent lines every year. The F1 plants are uniform and often more vigorous than either parent.',
    pros: ['Uniform, vigorous plants', 'Repeatable results'],
    cons: ['Saved F1 seed does not grow true', 'Both parent lines must be kept'],
  },
  {
    method: 'Backcrossing',
    difficulty: 'Advanced',
    timeframe: '4-6 seasons',
    description:
      'Move one trait, such as disease resistance, into a favorite variety by crossing back to that variety generation after generation while selecting for the trait.',
    pros: ['Keeps the favorite variety almost intact', 'Targets a single trait'],
    cons: ['Needs careful record keeping', 'Recessive traits need extra test generations'],
  },
  {
    method: 'Interspecific crossing',
    difficulty: 'Advanced',
    timeframe: '8+ seasons',
    description:
      'Cross two Capsicum species, for example C. chinense with C. annuum. Fertility is often low and embryo rescue may be needed.',
    pros: ['Brings in traits one species lacks', 'Source of many superhots and unusual shapes'],
    cons: ['Many crosses fail or give sterile plants', 'C. pubescens crosses poorly with the others'],
  },
];

export const BREEDING_PROCESS: readonly { step: string; text: string }[] = [
  {
    step: 'Set a goal',
    text: 'Decide what you want: heat, flavor, color, earliness, disease resistance. Choose two parents that each bring part of it.',
  },
  {
    step: 'Prepare the mother flower',
    text: 'Pick a flower bud on the seed parent just before it opens and carefully remove its anthers with tweezers (emasculation).',
  },
  {
    step: 'Pollinate',
    text: 'Brush pollen from an open flower of the pollen parent onto the stigma of the prepared flower.',
  },
  {
    step: 'Protect and label',
    text: 'Cover the flower with a small bag or tape it shut, and tag it with both parents and the date.',
  },
  {
    step: 'Harvest F1 seed',
    text: 'Let the fruit ripen fully on the plant before saving its seed: this is the F1 generation.',
  },
  {
    step: 'Grow out the F2',
    text: 'Grow as many F2 plants as you can; traits segregate here and the widest variety appears.',
  },
  {
    step: 'Select and stabilize',
    text: 'Keep seed only from plants that meet your goal, isolate them, and repeat for 6-8 generations until the plants breed true.',
  },
];

export const GENETICS_NOTES: readonly { title: string; text: string }[] = [
  {
    title: 'Chromosomes',
    text: 'All domesticated peppers are diploid with 24 chromosomes (2n = 24), which is why the species can often be crossed.',
  },
  {
    title: 'Heat is dominant',
    text: 'A working Pun1 gene is dominant: a hot × sweet cross gives hot F1 plants, and about one in four F2 plants is sweet.',
  },
  {
    title: 'Fruit color',
    text: 'Red is dominant over yellow; orange, brown (chocolate) and other colors come from combinations of a few genes.',
  },
  {
    title: 'Self-pollination and crossing',
    text: 'Pepper flowers self-pollinate, but bees and other insects often cross plants grown close together: isolate or bag flowers to save true seed.',
  },
  {
    title: 'Species compatibility',
    text: 'C. annuum, C. chinense and C. frutescens cross fairly easily; C. baccatum less so; C. pubescens is largely isolated.',
  },
];

export const ETHICS: readonly string[] = [
  'Name new varieties honestly and describe their heat accurately: superhots put unsuspecting eaters at risk.',
  'Heat records need independent laboratory (HPLC) testing; do not claim a record you have not verified.',
  'Respect plant variety protection and seller terms when you breed from protected or commercial varieties.',
  'Credit the communities whose traditional landraces you use, and keep those varieties available rather than replacing them.',
  'Isolate or bag your crosses so you do not contaminate neighbors’ or seed-savers’ stock.',
];
