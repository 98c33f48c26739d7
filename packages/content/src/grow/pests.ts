export type Severity = 'Low' | 'Medium' | 'High';

/** A pest or disease. */
export interface Trouble {
  name: string;
  severity: Severity;
  description: string;
  symptoms: string[];
  prevention: string[];
  treatment: string[];
  /** True when organic methods control it. */
  organic: boolean;
}

export const PESTS: Trouble[] = [
  {
    name: 'Aphids',
    severity: 'Medium',
    description:
      'Soft green, black or pink insects that cluster under leaves and on new shoots, sucking sap and spreading viruses.',
    symptoms: ['Curled, sticky leaves', 'Black sooty mould on honeydew', 'Ants running up the stems'],
    prevention: [
      'Go easy on nitrogen, which feeds soft growth',
      'Grow flowers that draw ladybirds and hoverflies',
      'Check under leaves twice a week',
    ],
    treatment: [
      'Knock them off with a jet of water',
      'Spray insecticidal soap, covering leaf undersides',
      'Release ladybirds or lacewings in a greenhouse',
    ],
    organic: true,
  },
  {
    name: 'Spider Mites',
    severity: 'High',
    description:
      'Tiny mites that thrive in hot, dry air, especially indoors and under glass, and can strip a plant in weeks.',
    symptoms: ['Fine pale stippling on leaves', 'Fine webbing at leaf joints', 'Bronzed, dropping leaves'],
    prevention: [
      'Keep humidity at 40-60% indoors',
      'Rinse leaf undersides during dry spells',
      'Quarantine new plants for two weeks',
    ],
    treatment: [
      'Spray leaf undersides with water daily for a week',
      'Apply neem oil or insecticidal soap every 5-7 days',
      'Release predatory mites (Phytoseiulus persimilis)',
    ],
    organic: true,
  },
  {
    name: 'Thrips',
    severity: 'Medium',
    description:
      'Slender, fast insects that rasp leaf surfaces and flowers and carry tomato spotted wilt virus.',
    symptoms: ['Silvery streaks with black specks', 'Distorted flowers and young fruit', 'Scarred pod skins'],
    prevention: ['Blue sticky traps to monitor', 'Control weeds around beds', 'Remove spent flowers'],
    treatment: [
      'Spinosad spray in the evening',
      'Predatory mites (Amblyseius cucumeris)',
      'Insecticidal soap on hatching larvae',
    ],
    organic: true,
  },
  {
    name: 'Whiteflies',
    severity: 'Medium',
    description:
      'Small white moth-like insects that rise in a cloud when a plant is shaken, common in greenhouses.',
    symptoms: [
      'Yellowing, weak leaves',
      'Sticky honeydew and sooty mould',
      'Clouds of white insects when disturbed',
    ],
    prevention: ['Yellow sticky traps', 'Inspect bought plants', 'Keep greenhouses weed-free'],
    treatment: [
      'Insecticidal soap or neem oil under leaves',
      'Encarsia formosa parasitic wasps under glass',
      'Vacuum adults off in the morning',
    ],
    organic: true,
  },
  {
    name: 'Pepper Weevil',
    severity: 'High',
    description:
      'A small dark snout beetle whose larvae feed inside buds and young pods; the worst pepper pest in warm regions.',
    symptoms: ['Buds and small pods dropping', 'Yellowed pods with a tiny hole', 'Larvae inside the core'],
    prevention: [
      'Destroy fallen fruit daily',
      'Remove nightshade weeds',
      'Leave a pepper-free break between crops',
    ],
    treatment: [
      'Pick up and bag every dropped pod',
      'Yellow sticky traps to time sprays',
      'Kaolin clay film on buds',
    ],
    organic: true,
  },
  {
    name: 'Hornworms',
    severity: 'Medium',
    description:
      'Large green caterpillars with a horn at the tail that can strip leaves and gouge fruit overnight.',
    symptoms: ['Leaves eaten to the midrib', 'Dark droppings on leaves below', 'Chewed pods'],
    prevention: [
      'Till beds in autumn to expose pupae',
      'Grow dill, fennel or sweet alyssum: their small flowers feed parasitic wasps',
      'Walk the rows at dusk',
    ],
    treatment: [
      'Hand-pick into soapy water',
      'Bacillus thuringiensis (Bt) on young caterpillars',
      'Leave any carrying white wasp cocoons',
    ],
    organic: true,
  },
  {
    name: 'Cutworms',
    severity: 'Medium',
    description:
      'Grey or brown caterpillars that hide in soil by day and cut young transplants off at the base at night.',
    symptoms: [
      'Seedlings felled at soil level',
      'Grey-brown caterpillars curled into a C just under the surface',
    ],
    prevention: [
      'Collars of cardboard around each transplant',
      'Clear weeds two weeks before planting',
      'Cultivate to expose larvae',
    ],
    treatment: [
      'Search the soil at the base by torchlight',
      'Bt or beneficial nematodes drenched into the soil',
    ],
    organic: true,
  },
  {
    name: 'Flea Beetles',
    severity: 'Low',
    description:
      'Tiny jumping beetles that pepper young leaves with holes; most harmful to small transplants.',
    symptoms: ['Many small round holes in leaves', 'Beetles that jump when touched'],
    prevention: [
      'Floating row cover after transplanting',
      'A few eggplants nearby as a trap crop: these flea beetles prefer them',
      'Transplant sturdy, larger plants',
    ],
    treatment: ['Kaolin clay spray', 'Neem oil on heavy infestations', 'Sticky traps at plant height'],
    organic: true,
  },
  {
    name: 'Fungus Gnats',
    severity: 'Low',
    description: 'Small dark flies whose larvae live in damp potting mix and nibble seedling roots.',
    symptoms: ['Gnats over pots', 'Slow, wilting seedlings in wet mix'],
    prevention: ['Let the mix surface dry between waterings', 'Water from below', 'Use fresh, sterile mix'],
    treatment: [
      'Yellow sticky cards',
      'Bti (Bacillus thuringiensis israelensis) in the water',
      'A layer of sand on the mix surface',
    ],
    organic: true,
  },
  {
    name: 'Broad Mites',
    severity: 'High',
    description:
      'Microscopic mites that feed on the newest growth; the damage is often mistaken for a virus or herbicide.',
    symptoms: [
      'Twisted, leathery new leaves',
      'Bronzed, shiny leaf undersides',
      'Stunted tips and flower drop',
    ],
    prevention: [
      'Quarantine overwintered and gifted plants',
      'Avoid crowding under glass',
      'Inspect tips with a hand lens',
    ],
    treatment: [
      'Sulfur or horticultural oil sprays (not together, and not in heat)',
      'Predatory mites (Neoseiulus californicus)',
      'Cut off and bin badly twisted tips',
    ],
    organic: true,
  },
  {
    name: 'European Corn Borer',
    severity: 'Medium',
    description:
      'The larva of a moth that bores into pods under the cap, letting rot in; a pest where corn is grown.',
    symptoms: ['Small holes near the stem end', 'Droppings inside the pod', 'Pods rotting from the inside'],
    prevention: [
      'Do not plant next to corn',
      'Row cover until flowering',
      'Destroy crop residue after harvest',
    ],
    treatment: ['Bt sprays timed to egg hatch', 'Spinosad', 'Remove and destroy bored pods'],
    organic: true,
  },
  {
    name: 'Leafminers',
    severity: 'Low',
    description: 'Fly larvae that tunnel between the surfaces of leaves, leaving pale winding trails.',
    symptoms: ['White serpentine lines in leaves', 'Blotchy, dead leaf patches'],
    prevention: ['Row cover on young plants', 'Remove mined leaves early'],
    treatment: ['Pick off affected leaves', 'Neem oil to deter egg-laying', 'Parasitic wasps under glass'],
    organic: true,
  },
];

export const DISEASES: Trouble[] = [
  {
    name: 'Bacterial Leaf Spot',
    severity: 'High',
    description:
      'A Xanthomonas disease spread by splashing rain and infected seed; the most common pepper disease in wet summers.',
    symptoms: [
      'Small water-soaked spots that turn brown with yellow halos',
      'Leaves yellowing and dropping',
      'Raised, scabby spots on pods',
    ],
    prevention: [
      'Buy clean or hot-water-treated seed',
      'Water at the base, never overhead',
      'Rotate away from peppers and tomatoes for 3 years',
    ],
    treatment: [
      'Remove spotted leaves on a dry day',
      'Copper sprays slow the spread',
      'Choose resistant varieties next season',
    ],
    organic: true,
  },
  {
    name: 'Phytophthora Blight',
    severity: 'High',
    description:
      'A water mould (Phytophthora capsici) that rots roots, stems and fruit in waterlogged soil and can kill whole rows.',
    symptoms: [
      'Sudden wilting without yellowing',
      'Dark lesions at the stem base',
      'Fruit with white mould growth',
    ],
    prevention: [
      'Plant in raised, well-drained beds',
      'Never let water stand around stems',
      'Long rotations away from peppers and squash',
    ],
    treatment: [
      'Remove and bin infected plants with their soil',
      'Improve drainage before replanting',
      'Phosphite products protect healthy plants',
    ],
    organic: false,
  },
  {
    name: 'Anthracnose',
    severity: 'Medium',
    description: 'A Colletotrichum fungus that causes sunken rings on ripening fruit in warm, wet weather.',
    symptoms: [
      'Sunken, circular spots on pods',
      'Orange or black concentric rings in the spots',
      'Fruit rot after harvest',
    ],
    prevention: [
      'Pick fruit promptly when ripe',
      'Mulch to stop soil splashing onto pods',
      'Space plants for airflow',
    ],
    treatment: [
      'Remove infected fruit',
      'Copper or biological fungicides (Bacillus subtilis)',
      'Clear all debris after harvest',
    ],
    organic: true,
  },
  {
    name: 'Powdery Mildew',
    severity: 'Medium',
    description:
      'Pepper powdery mildew (Leveillula taurica) grows inside the leaf, showing white powder underneath and yellow patches on top.',
    symptoms: [
      'White powdery growth under leaves',
      'Pale yellow blotches on top',
      'Leaf drop exposing fruit to sun',
    ],
    prevention: [
      'Good spacing and airflow',
      'Avoid shade and crowding under glass',
      'Resistant varieties where it is common',
    ],
    treatment: [
      'Sulfur or potassium bicarbonate sprays',
      'Remove the worst leaves',
      'Neem oil at first sign',
    ],
    organic: true,
  },
  {
    name: 'Blossom End Rot',
    severity: 'Medium',
    description:
      'Not an infection but a calcium shortage in the fruit, nearly always caused by uneven watering.',
    symptoms: ['Tan to black leathery patch at the fruit tip', 'Mould growing on the patch later'],
    prevention: [
      'Water deeply and evenly; mulch',
      'Keep soil pH 6.0-6.8',
      'Avoid heavy nitrogen and root damage',
    ],
    treatment: [
      'Remove affected fruit',
      'Steady the watering: new fruit will be fine',
      'Add lime or gypsum only if a soil test shows low calcium',
    ],
    organic: true,
  },
  {
    name: 'Southern Blight',
    severity: 'High',
    description: 'A soil fungus (Athelia rolfsii) active in hot weather that girdles stems at the soil line.',
    symptoms: [
      'Sudden wilting',
      'White fan of mould at the stem base',
      'Tiny tan seed-like bodies on the soil',
    ],
    prevention: [
      'Deep-bury crop residue or remove it',
      'Rotate with corn or grasses',
      'Keep mulch away from stems',
    ],
    treatment: [
      'Remove the plant and the soil around it',
      'Solarize the bed in high summer',
      'Biological controls (Trichoderma)',
    ],
    organic: false,
  },
  {
    name: 'Verticillium Wilt',
    severity: 'Medium',
    description: 'A soil-borne fungus that blocks the water-carrying tissue; it persists in soil for years.',
    symptoms: [
      'Yellowing and wilting, often on one side',
      'Brown streaks inside the lower stem',
      'Stunted plants',
    ],
    prevention: [
      'Rotate away from nightshades and strawberries',
      'Plant in clean soil or containers',
      'Resistant rootstocks',
    ],
    treatment: ['No cure: remove infected plants', 'Do not compost them', 'Move peppers to another bed'],
    organic: false,
  },
  {
    name: 'Fusarium Wilt',
    severity: 'Medium',
    description: 'A soil fungus of warm soils that enters through roots and plugs the vascular system.',
    symptoms: [
      'Lower leaves yellow and drop',
      'Wilting in the heat of the day',
      'Brown discolouration inside the stem',
    ],
    prevention: ['Well-drained soil and long rotations', 'Avoid wounding roots', 'Clean tools and pots'],
    treatment: ['No cure: pull and destroy plants', 'Solarize the soil', 'Grow in fresh mix in containers'],
    organic: false,
  },
  {
    name: 'Tomato Spotted Wilt Virus',
    severity: 'High',
    description: 'A virus spread by thrips that infects peppers, tomatoes and many flowers.',
    symptoms: [
      'Yellow rings and line patterns on leaves',
      'Bronzing and stunting',
      'Fruit with yellow rings',
    ],
    prevention: ['Control thrips', 'Resistant varieties', 'Remove infected ornamentals nearby'],
    treatment: ['No cure: remove infected plants', 'Manage thrips to protect the rest'],
    organic: false,
  },
  {
    name: 'Pepper Mild Mottle Virus',
    severity: 'Medium',
    description: 'A seed-borne tobamovirus, very stable, spread by hands, tools and infected seed.',
    symptoms: ['Mottled, puckered leaves', 'Small, lumpy, mottled fruit', 'Stunted plants'],
    prevention: [
      'Buy tested seed',
      'Wash hands and tools; do not smoke near plants',
      'Resistant (L-gene) varieties',
    ],
    treatment: [
      'No cure: remove infected plants',
      'Disinfect tools and pots',
      'Do not save seed from infected plants',
    ],
    organic: false,
  },
  {
    name: 'Damping Off',
    severity: 'Medium',
    description:
      'Several soil fungi (Pythium, Rhizoctonia) that kill seedlings in cold, wet, airless conditions.',
    symptoms: [
      'Seedlings collapse at the soil line',
      'Seeds rot before sprouting',
      'Fuzzy growth on the mix',
    ],
    prevention: [
      'Sterile mix and clean trays',
      'Bottom watering and a fan',
      'Warm soil for quick germination',
    ],
    treatment: [
      'Remove collapsed seedlings at once',
      'Let the surface dry and add a fan',
      'Drench the rest with a biological fungicide (Trichoderma or Bacillus subtilis)',
    ],
    organic: true,
  },
  {
    name: 'Cercospora Leaf Spot',
    severity: 'Low',
    description: 'A fungal "frog-eye" spot of warm, humid weather that makes older leaves fall.',
    symptoms: [
      'Round spots with pale grey centres and dark rims',
      'Yellowing around spots',
      'Lower leaves dropping',
    ],
    prevention: ['Water at the base in the morning', 'Space for airflow', 'Remove crop debris'],
    treatment: ['Pick off spotted leaves', 'Copper sprays', 'Mulch to stop splash'],
    organic: true,
  },
];

/** Name, uses, application, frequency and notes. */
export const TREATMENTS = [
  {
    name: 'Insecticidal Soap',
    uses: 'Aphids, whiteflies, spider mites, thrips larvae',
    application: 'Spray until it drips, covering the undersides of leaves; it works only on contact.',
    frequency: 'Every 5-7 days, three applications',
    notes: 'Not in full sun or above 90°F (32°C); test one leaf first on sensitive plants.',
  },
  {
    name: 'Neem Oil',
    uses: 'Soft insects, mites, whiteflies; slows powdery mildew',
    application: 'Mix as the label says with a drop of mild soap and spray in the evening.',
    frequency: 'Every 7-14 days',
    notes: 'Spraying at dusk spares bees; do not mix with sulfur.',
  },
  {
    name: 'Bacillus thuringiensis (Bt)',
    uses: 'Caterpillars: hornworms, cutworms, corn borers',
    application: 'Spray leaves where caterpillars feed; it must be eaten to work.',
    frequency: 'Every 7 days while caterpillars are active, again after rain',
    notes:
      'Harmless to people, pets, bees and predatory insects, but it kills butterfly caterpillars too: spray only where pests feed. Breaks down in sunlight.',
  },
  {
    name: 'Spinosad',
    uses: 'Thrips, caterpillars, leafminers, pepper weevil adults',
    application: 'Spray foliage and flowers in the evening.',
    frequency: 'Every 7-10 days, no more than the label allows per season',
    notes: 'Approved for organic growing; toxic to bees while wet.',
  },
  {
    name: 'Copper Fungicide',
    uses: 'Bacterial leaf spot, anthracnose, cercospora',
    application: 'Cover both leaf sides before rain is forecast.',
    frequency: 'Every 7-10 days in wet weather',
    notes: 'Protects but does not cure; copper builds up in soil, so use sparingly.',
  },
  {
    name: 'Sulfur',
    uses: 'Powdery mildew, broad and russet mites',
    application: 'Dust or spray lightly on dry leaves.',
    frequency: 'Every 7-14 days',
    notes: 'Never within two weeks of an oil spray, and not above 90°F (32°C).',
  },
  {
    name: 'Beneficial Insects and Mites',
    uses: 'Aphids (ladybirds, lacewings), spider mites (Phytoseiulus), thrips (Amblyseius), whiteflies (Encarsia)',
    application: 'Release at the first sign of the pest, in the evening, near the infestation.',
    frequency: 'Repeat every 2-3 weeks under glass',
    notes: 'Stop all insecticide sprays first; they work best in greenhouses and tunnels.',
  },
  {
    name: 'Kaolin Clay',
    uses: 'Flea beetles, pepper weevil, sunscald',
    application: 'Spray a white film over leaves, buds and fruit.',
    frequency: 'Renew after heavy rain',
    notes: 'A physical barrier; rinse fruit before eating.',
  },
];

export const PREVENTION = [
  {
    title: 'Start clean',
    points: [
      'Buy tested seed and healthy transplants',
      'Sterile mix for seedlings',
      'Quarantine new and overwintered plants',
    ],
  },
  {
    title: 'Grow strong plants',
    points: [
      'Full sun and well-drained soil at pH 6.0-6.8',
      'Even watering at the base, with mulch',
      'Moderate nitrogen; steady potassium and calcium',
    ],
  },
  {
    title: 'Keep air moving',
    points: [
      'Space plants 18-24 in (45-60 cm)',
      'Prune crowded inner branches',
      'Indoors, keep humidity at 40-60% with a fan',
    ],
  },
  {
    title: 'Rotate and tidy',
    points: [
      'No peppers, tomatoes, potatoes or eggplant in the same bed for 3 years',
      'Clear and bin diseased debris',
      'Control nightshade weeds that host pests',
    ],
  },
  {
    title: 'Scout weekly',
    points: [
      'Check leaf undersides and new tips with a hand lens',
      'Yellow and blue sticky traps to see who arrives',
      'Act early: small outbreaks are easy',
    ],
  },
];
