import {
  AIR_DRYING_WEEKS,
  CANNING_PH_CEILING,
  DEHYDRATING_HOURS,
  DEHYDRATOR_TEMP,
  FROZEN,
  PICKLED_SHELF_LIFE,
} from '@pepper/domain/guides';

/** A preservation method. */
export interface PreservationMethod {
  method: string;
  /** Matched against the chosen pepper type's keywords by the domain's recommendedMethods. */
  bestFor: string[];
  duration: string;
  equipment: string[];
  steps: string[];
  advantages: string[];
  considerations: string[];
  color: 'amber' | 'orange' | 'sky' | 'green';
}

const DEHYDRATOR = `${DEHYDRATOR_TEMP.f}°F (${DEHYDRATOR_TEMP.c}°C)`;

export const PRESERVATION_METHODS: readonly PreservationMethod[] = [
  {
    method: 'Air Drying',
    bestFor: [
      'Thin-walled peppers such as cayenne, Thai chiles and chile de árbol',
      'Superhots like ghost and reaper, strung whole',
    ],
    duration: `${AIR_DRYING_WEEKS} weeks`,
    equipment: ['Strong thread or fishing line', 'Large needle', 'Dry, airy spot out of direct sun'],
    steps: [
      'Pick ripe, unblemished peppers and wipe them clean; wash only if needed and dry completely.',
      'Leave the stems on and pierce each stem (not the fruit) with a threaded needle.',
      'String the peppers into a ristra, leaving space between them for air to move.',
      'Hang the string in a dry, warm, well-ventilated room out of direct sunlight.',
      'Check every few days and remove any pepper that softens, darkens or shows mold.',
      `After ${AIR_DRYING_WEEKS} weeks, when the peppers are brittle and rattle, store them airtight.`,
    ],
    advantages: [
      'No power or special equipment',
      'Concentrates flavor and heat',
      'A ristra is decorative while it dries',
    ],
    considerations: [
      'Thick-walled peppers tend to rot before they dry',
      'Needs low humidity',
      'Slowest method',
    ],
    color: 'amber',
  },
  {
    method: 'Dehydrator Drying',
    bestFor: ['All pepper types'],
    duration: `${DEHYDRATING_HOURS} hours`,
    equipment: ['Food dehydrator', 'Gloves', 'Sharp knife and cutting board', 'Airtight jars'],
    steps: [
      'Wear gloves, then wash and dry the peppers.',
      'Slice thick-walled peppers into rings or strips; halve or leave small thin peppers whole.',
      'Lay the pieces in one layer on the trays without overlapping.',
      `Set the dehydrator to ${DEHYDRATOR} and run it in a ventilated room or outdoors: hot peppers release fumes.`,
      `Check from 6 hours; most batches take ${DEHYDRATING_HOURS} hours, until the pieces are leathery to crisp with no moist spots.`,
      'Let the pieces cool fully, then store them airtight (or grind them into powder).',
    ],
    advantages: ['Fast and predictable', 'Works for every pepper', 'Keeps good color'],
    considerations: [
      'Needs a dehydrator',
      'Strong capsaicin fumes from hot varieties',
      'Uses electricity for hours',
    ],
    color: 'orange',
  },
  {
    method: 'Freezing',
    bestFor: ['All varieties'],
    duration: '30 minutes to prepare',
    equipment: ['Freezer bags or containers', 'Baking sheet', 'Parchment paper', 'Marker for labels'],
    steps: [
      'Wash the peppers and dry them thoroughly.',
      'Remove the stems; leave small peppers whole, or slice and deseed larger ones.',
      'Spread the pieces on a lined baking sheet so they do not touch.',
      'Freeze them on the sheet for 1-2 hours until firm, so they do not stick together.',
      'Pack them into freezer bags, squeezing out as much air as possible.',
      `Label with the variety and date and store at ${FROZEN.tempF}°F for up to ${FROZEN.months} months.`,
    ],
    advantages: [
      'Keeps fresh flavor and most of the heat',
      'No blanching needed',
      'Take out just what you need',
    ],
    considerations: ['Peppers turn soft once thawed: best for cooking, not salads', 'Takes freezer space'],
    color: 'sky',
  },
  {
    method: 'Pickling',
    bestFor: ['Thick-walled peppers such as jalapeño, banana and Fresno', 'Mild and medium peppers'],
    duration: '1 hour plus 1-2 weeks to develop flavor',
    equipment: [
      'Clean glass jars with new lids',
      'Non-reactive pot',
      'Vinegar of at least 5% acidity',
      'Canning salt',
    ],
    steps: [
      'Wash the peppers, then slice them into rings or pierce whole ones so the brine gets in.',
      'Pack them into clean, hot jars with garlic, herbs or spices if you like.',
      'For refrigerator pickles, bring equal parts 5% vinegar and water to a boil with salt; this brine is for the fridge only, never can it. For jars you will can, use a tested brine: NCHFP’s Pickled Hot Peppers uses 5 cups of 5% vinegar to 1 cup of water, with 4 tsp canning salt. Never dilute the vinegar further.',
      'Pour the hot brine over the peppers, leaving 1/2 inch (1 cm) of headspace, and release air bubbles.',
      'Refrigerate the refrigerator pickles at once. Process jars of the tested brine in a boiling-water canner for the time the tested recipe gives (10 minutes for half-pints and pints at up to 1,000 ft in NCHFP’s).',
      `Wait 1-2 weeks for the flavor to develop. Canned jars keep ${PICKLED_SHELF_LIFE}; refrigerator pickles about 2 months.`,
    ],
    advantages: ['Tangy flavor that softens the heat', 'Shelf stable when canned', 'Keeps a crunchy texture'],
    considerations: [
      `The brine must keep the pH at or below ${CANNING_PH_CEILING}: follow a tested recipe`,
      'Salt and vinegar change the taste',
    ],
    color: 'green',
  },
];

/** A storage entry. */
export interface StorageEntry {
  preservation: string;
  container: string;
  location: string;
  shelfLife: string;
  signs: string;
  tips: string;
}

export const STORAGE: readonly StorageEntry[] = [
  {
    preservation: 'Dried peppers',
    container: 'Airtight glass jars or vacuum-sealed bags',
    location: 'A cool, dark cupboard',
    shelfLife: '1 year for best flavor',
    signs: 'Musty smell, soft spots or mold mean throw them out; faded color means lost flavor.',
    tips: 'Add a food-safe desiccant packet in humid kitchens, and keep jars away from the stove.',
  },
  {
    preservation: 'Frozen peppers',
    container: 'Freezer bags with the air pressed out',
    location: `Freezer at ${FROZEN.tempF}°F (-18°C)`,
    shelfLife: `${FROZEN.months} months`,
    signs: 'Dry, grayish patches are freezer burn: safe, but tough and bland.',
    tips: 'Chop them while still frozen: they slice cleanly and thaw in the pan.',
  },
  {
    preservation: 'Pickled peppers',
    container: 'Sealed canning jars; opened jars with a tight lid',
    location: 'Pantry while sealed, refrigerator once opened',
    shelfLife: `${PICKLED_SHELF_LIFE} sealed; 2-3 months in the fridge once opened`,
    signs: 'A bulging lid, spurting liquid, cloudy brine or an off smell: discard without tasting.',
    tips: 'Use a clean fork each time and keep the peppers under the brine.',
  },
  {
    preservation: 'Powdered peppers',
    container: 'Small airtight jars, filled near the top',
    location: 'A cool, dark cupboard',
    shelfLife: '6-12 months for best heat and color',
    signs: 'Clumping means moisture got in; a dull color and weak smell mean it has faded.',
    tips: 'Grind small batches and let the dust settle before opening the grinder.',
  },
];

export interface SafetyCategory {
  title: string;
  points: string[];
}

export const PRESERVATION_SAFETY: readonly SafetyCategory[] = [
  {
    title: 'Hot pepper handling',
    points: [
      'Wear nitrile or latex gloves when cutting hot peppers; capsaicin soaks into skin.',
      'Never touch your eyes, nose or face while working, even after removing gloves.',
      'Wash hands, boards and knives with dish soap and warm water; oil or dish soap lifts capsaicin better than water alone.',
      'Grind dried superhots in a ventilated room, and consider a mask and goggles.',
    ],
  },
  {
    title: 'Dehydrating',
    points: [
      `Run the dehydrator at ${DEHYDRATOR}: hot enough to dry safely, gentle enough to keep color.`,
      'Put the dehydrator in a garage, on a porch or by an open window: fumes from hot peppers sting eyes and lungs.',
      'Store only fully dry pieces; any moisture left invites mold.',
    ],
  },
  {
    title: 'Canning',
    points: [
      `Peppers are a low-acid food. Water-bath canning is safe only for pickled peppers whose pH is ${CANNING_PH_CEILING} or lower.`,
      'Use tested recipes and vinegar of at least 5% acidity; never reduce the vinegar in a recipe.',
      'A 1:1 vinegar-to-water brine is for refrigerator pickles only. Tested canning brines for peppers are far stronger: NCHFP’s Pickled Hot Peppers uses 5 parts 5% vinegar to 1 part water.',
      'Plain (unpickled) peppers must be pressure canned to prevent botulism.',
      'Never store fresh peppers or garlic in oil at room temperature: keep infused oils in the fridge and use them within 4 days.',
    ],
  },
];

export interface HelpEntry {
  problem: string;
  causes: string;
  solutions: string;
}

export const PRESERVATION_HELP: readonly HelpEntry[] = [
  {
    problem: 'Mold on air-drying peppers',
    causes: 'Humid air, peppers touching each other, or thick-walled varieties that dry too slowly.',
    solutions:
      'Throw out moldy peppers, space the rest out, move them somewhere drier, or finish them in a dehydrator.',
  },
  {
    problem: 'Dried peppers feel leathery or bend',
    causes: 'Pulled from the dehydrator too early, or they took up moisture in storage.',
    solutions: `Dry them longer at ${DEHYDRATOR} until brittle, cool them fully, and keep them airtight.`,
  },
  {
    problem: 'Frozen peppers are mushy',
    causes: 'Ice crystals burst the cell walls during freezing; this is normal.',
    solutions: 'Use frozen peppers in cooked dishes and sauces, and cook them from frozen.',
  },
  {
    problem: 'Soft or hollow pickles',
    causes: 'Over-ripe peppers, a brine that was too weak, or processing for too long.',
    solutions: 'Pickle firm, fresh peppers within a day of picking and follow the recipe times exactly.',
  },
];
