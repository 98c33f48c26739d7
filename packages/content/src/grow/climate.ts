import type { CalendarVariant, ClimateZoneName } from '@pepper/domain/grow-calendar';

/** A climate zone's fields, for the four static zones. */
export interface ZoneDetail {
  temperature: string;
  humidity: string;
  rainfall: string;
  growingSeason: string;
  bestFor: string[];
  challenges: string[];
  tips: string[];
  varieties: string[];
  region: string;
}

export const ZONE_DETAILS: Record<ClimateZoneName, ZoneDetail> = {
  'Tropical/Subtropical': {
    temperature: '70-95°F (21-35°C) most of the year',
    humidity: 'High, 70-90%',
    rainfall: '60-100+ in (1,500-2,500+ mm), mostly in a wet season',
    growingSeason: 'All year; plants live for several seasons as the perennials they are.',
    bestFor: [
      'Habaneros and other C. chinense',
      'Bird peppers and Tabasco',
      'Ají types that need a long season',
    ],
    challenges: [
      'Fungal and bacterial leaf spots in the wet season',
      'Flower drop when nights stay above 75°F (24°C)',
      'Year-round insects with no winter to break their cycle',
    ],
    tips: [
      'Plant at the start of the dry season so fruit sets before the rains',
      'Raise beds to drain heavy downpours',
      'Shade cloth at 30% in the hottest months keeps flowers setting',
    ],
    varieties: ['Habanero', 'Scotch Bonnet', 'Tabasco', 'Siling Labuyo', 'Aji Dulce'],
    region: 'Caribbean, Central America, equatorial Africa and Asia, northern Australia',
  },
  'Temperate/Mediterranean': {
    temperature: '45-85°F (7-29°C) across the season',
    humidity: 'Moderate, 40-70%',
    rainfall: '20-40 in (500-1,000 mm), dry summers in Mediterranean climates',
    growingSeason: 'About 5-7 frost-free months; start seeds indoors well before the last frost.',
    bestFor: [
      'Jalapeños, Anaheims and other C. annuum',
      'Paprika and sweet Italian peppers',
      'Early habaneros with a head start indoors',
    ],
    challenges: [
      'Cool nights in spring stall young plants',
      'A short window for late, slow superhots',
      'Summer drought in Mediterranean climates',
    ],
    tips: [
      'Warm the soil with black plastic before transplanting',
      'Choose varieties that ripen in under 90 days',
      'Mulch and water deeply in dry summers',
    ],
    varieties: ['Jalapeño', 'Padrón', 'Espelette', 'Anaheim', 'Cayenne'],
    region:
      "Southern and western Europe, the US Pacific coast and mid-Atlantic, central Chile, South Africa's Cape, southern Australia",
  },
  'Continental/Northern': {
    temperature: '30-80°F (-1 to 27°C) in the growing months, hard winters',
    humidity: 'Variable, 40-80%',
    rainfall: '20-45 in (500-1,150 mm), much of it in summer',
    growingSeason: 'About 3-5 frost-free months; transplant only when nights stay above 55°F (13°C).',
    bestFor: [
      'Fast, compact C. annuum',
      'Hungarian wax and banana peppers',
      'Container peppers moved under cover at night',
    ],
    challenges: [
      'Late spring and early autumn frosts',
      'Too few hot days to ripen superhots outdoors',
      'Cold soil slowing roots',
    ],
    tips: [
      'Sow in late winter under lights',
      'Use cloches or a cold frame for the first weeks outside',
      'Pick the first fruit green to push the plant to set more',
    ],
    varieties: ['Hungarian Wax', 'Czech Black', 'Early Jalapeño', 'Cayenne', 'Shishito'],
    region: "Northern US and Canada, central and eastern Europe, northern China, Korea and Japan's north",
  },
  'Desert/Arid': {
    temperature: '40-110°F (4-43°C), with large day-night swings',
    humidity: 'Low, 10-30%',
    rainfall: 'Under 10-15 in (250-380 mm)',
    growingSeason:
      'Long but split: plant in early spring and again for an autumn crop, resting through the hottest weeks.',
    bestFor: [
      'New Mexico chiles',
      'Chiltepin and other wild bird peppers',
      'Thick-walled peppers that tolerate dry air',
    ],
    challenges: ['Blossom drop above 95°F (35°C)', 'Sunscald on exposed fruit', 'Salty soil and water'],
    tips: [
      'Give afternoon shade in high summer',
      'Water with drip at dawn and mulch heavily',
      'Flush salts with an occasional deep watering',
    ],
    varieties: ['Big Jim', 'Sandia', 'Chiltepin', 'Chimayo', 'Pasilla'],
    region: 'The US Southwest and northern Mexico, the Middle East, North Africa, inland Australia',
  },
};

export interface CalendarMonth {
  months: string;
  task: string;
}

/** The growing calendar in its three variants. */
export const GROWING_CALENDARS: Record<
  CalendarVariant,
  { title: string; note: string; months: CalendarMonth[] }
> = {
  northern: {
    title: 'Northern Hemisphere Calendar',
    note: 'Shift the dates a few weeks earlier in warm zones and later in cold ones; your last frost date is the anchor.',
    months: [
      {
        months: 'January-February',
        task: 'Order seed, sow superhots indoors on a heat mat at 80-85°F (27-29°C).',
      },
      { months: 'March', task: 'Sow C. annuum indoors; pot up the first seedlings into 3-4 in pots.' },
      { months: 'April', task: 'Harden off seedlings for 7-10 days once days reach 65°F (18°C).' },
      { months: 'May', task: 'Transplant after the last frost, when nights stay above 55°F (13°C).' },
      { months: 'June-July', task: 'Mulch, water evenly and side-dress when the first flowers open.' },
      { months: 'August-September', task: 'Main harvest; pick often to keep plants setting fruit.' },
      { months: 'October', task: 'Pick everything before frost, save seed, bring favourite plants indoors.' },
      {
        months: 'November-December',
        task: 'Overwinter cut-back plants in a cool, bright room; plan next year.',
      },
    ],
  },
  southern: {
    title: 'Southern Hemisphere Calendar',
    note: 'The northern year shifted by six months: spring arrives in September.',
    months: [
      {
        months: 'July-August',
        task: 'Order seed, sow superhots indoors on a heat mat at 80-85°F (27-29°C).',
      },
      { months: 'September', task: 'Sow C. annuum indoors; pot up the first seedlings.' },
      { months: 'October', task: 'Harden off seedlings as the days warm.' },
      { months: 'November', task: 'Transplant once nights stay above 55°F (13°C).' },
      { months: 'December-January', task: 'Mulch, water evenly and side-dress at first flowering.' },
      { months: 'February-March', task: 'Main harvest; pick often.' },
      { months: 'April', task: 'Pick before the first frost, save seed, bring plants under cover.' },
      { months: 'May-June', task: 'Overwinter plants indoors and plan the next season.' },
    ],
  },
  tropical: {
    title: 'Tropical Calendar',
    note: 'Seasons follow the rains rather than the temperature.',
    months: [
      { months: 'Late wet season', task: 'Sow in trays under cover, out of the heaviest rain.' },
      { months: 'Start of the dry season', task: 'Transplant into raised beds with plenty of compost.' },
      { months: 'Dry season', task: 'Water deeply at the base, mulch, and harvest as pods colour.' },
      { months: 'Hottest weeks', task: 'Shade plants lightly so flowers keep setting.' },
      { months: 'Wet season', task: 'Prune for airflow, watch for leaf spots, keep picking ripe fruit.' },
      { months: 'Any time', task: 'Cut back tired plants by a third: they regrow and crop again.' },
    ],
  },
};

export const SEASONS = [
  {
    title: 'Spring Preparation',
    points: [
      'Test the soil: peppers like pH 6.0-6.8',
      'Work in compost and warm the beds with plastic a week before planting',
      'Harden seedlings off over 7-10 days',
    ],
  },
  {
    title: 'Summer Growing',
    points: [
      'Water deeply 1-2 in (25-50 mm) a week, more in heat',
      'Mulch to keep roots cool and moisture even',
      'Stake tall plants before they are heavy with fruit',
      'Feed with less nitrogen once flowers appear',
    ],
  },
  {
    title: 'Fall Harvest',
    points: [
      'Pick everything before the first frost',
      'Green fruit keeps ripening in a warm room',
      'Dry, freeze or ferment the surplus',
      'Save seed from open-pollinated plants',
    ],
  },
  {
    title: 'Winter Planning',
    points: [
      'Overwinter favourite plants indoors, cut back hard',
      'Note which varieties did well where',
      'Rotate beds: no peppers, tomatoes or eggplant in the same spot for 3 years',
      'Order seed early for slow superhots',
    ],
  },
];

export const LOCAL_FACTORS = [
  {
    title: 'Elevation',
    text: 'Air cools about 3.5°F per 1,000 ft (6.5°C per 1,000 m): high gardens have shorter seasons and cooler nights than the zone suggests.',
  },
  {
    title: 'Bodies of Water',
    text: 'Lakes and the sea soften extremes: later first frosts, milder springs, and steadier nights that peppers like.',
  },
  {
    title: 'Urban Heat Island',
    text: 'Cities run several degrees warmer than the countryside, especially at night: a walled city garden can ripen superhots.',
  },
  {
    title: 'Slope and Aspect',
    text: 'A south-facing slope (north-facing in the southern hemisphere) warms earlier; cold air drains down and pools in hollows.',
  },
];

export const GLOBAL_VIEW = {
  regions: [
    {
      name: 'Americas',
      text: 'Where every Capsicum species began: wild peppers still grow from the southern US to northern Argentina.',
    },
    {
      name: 'Europe',
      text: 'Paprika in Hungary and Spain, pimientos in Galicia, peperoncini in Italy: mostly C. annuum on summer seasons.',
    },
    {
      name: 'Asia',
      text: 'The largest growers on earth: India and China lead production, with Thai, Korean and Sichuan types.',
    },
    {
      name: 'Africa',
      text: 'Bird peppers and piri piri in the east and south, Scotch bonnet types in the west.',
    },
    {
      name: 'Oceania',
      text: 'Tropical growing in the north of Australia and the Pacific islands, temperate seasons in the south and New Zealand.',
    },
  ],
  latitudeBands: [
    { band: '0-23.5°', text: 'Tropical: growing all year, seasons set by rain.' },
    { band: '23.5-35°', text: 'Subtropical: long seasons, a pause in the hottest or coolest weeks.' },
    { band: '35-50°', text: 'Temperate: one summer season, seeds started indoors.' },
    { band: '50-60°', text: 'Continental: short summers, fast varieties and protection.' },
    { band: 'Above 60°', text: 'Arctic and subarctic: greenhouses or indoor growing only.' },
  ],
  hemisphereTiming: [
    'Northern hemisphere: sow January-March, transplant April-June, harvest July-October.',
    'Southern hemisphere: sow July-September, transplant October-December, harvest January-April.',
    'Near the equator: plant at the start of the dry season, whatever the month.',
  ],
};
