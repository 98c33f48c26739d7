export type ClimateBand = 'Tropical' | 'Subtropical' | 'Temperate' | 'Continental' | 'Arctic/Subarctic';

/** By absolute latitude: ≤23.5 tropical, ≤35 subtropical, ≤50 temperate, ≤60 continental, above arctic/subarctic. */
function climateBand(lat: number): ClimateBand {
  const a = Math.abs(lat);
  if (a <= 23.5) return 'Tropical';
  if (a <= 35) return 'Subtropical';
  if (a <= 50) return 'Temperate';
  if (a <= 60) return 'Continental';
  return 'Arctic/Subarctic';
}

export type Season = 'Wet Season' | 'Dry Season' | 'Spring' | 'Summer' | 'Fall' | 'Winter';

const NORTHERN: Season[] = [
  'Winter',
  'Winter',
  'Spring',
  'Spring',
  'Spring',
  'Summer',
  'Summer',
  'Summer',
  'Fall',
  'Fall',
  'Fall',
  'Winter',
];

/**
 * Within 23.5° of the equator: Wet Season May-October, Dry Season otherwise. North: Spring Mar-May, Summer
 * Jun-Aug, Fall Sep-Nov, Winter Dec-Feb. South: the same shifted by six months. monthIndex is 0 (January) to 11.
 */
function seasonFor(lat: number, monthIndex: number): Season {
  const m = ((monthIndex % 12) + 12) % 12;
  if (Math.abs(lat) <= 23.5) return m >= 4 && m <= 9 ? 'Wet Season' : 'Dry Season';
  return lat >= 0 ? NORTHERN[m] : NORTHERN[(m + 6) % 12];
}

type Region =
  | 'North America'
  | 'Mexico/Central America'
  | 'Europe'
  | 'Southeast/South Asia'
  | 'East/Central Asia'
  | 'Africa'
  | 'Australia/Oceania'
  | 'South America'
  | 'Global';

interface RegionBox {
  region: Exclude<Region, 'Global'>;
  /** [south, north] latitude, degrees. */
  lat: readonly [number, number];
  /** [west, east] longitude, degrees. */
  lon: readonly [number, number];
  note: string;
}

/**
 * The product names the regions but not their bounds. These coarse boxes, checked first to last, follow the
 * continents closely enough for a season label; the first box holding the point wins, anything else is Global.
 */
const REGION_BOXES: readonly RegionBox[] = (
  [
    [
      'Mexico/Central America',
      [14.5, 25.9],
      [-118, -86.7],
      'southern and central Mexico, Yucatán, Guatemala',
    ],
    ['Mexico/Central America', [25.9, 29.5], [-115, -100], 'northern Mexico west of the Rio Grande bend'],
    ['Mexico/Central America', [29.5, 31.3], [-115, -106.5], 'Sonora and Chihuahua up to the border'],
    ['Mexico/Central America', [31.3, 32.6], [-117.2, -114.7], 'northern Baja California (Tijuana)'],
    ['Mexico/Central America', [7, 18.5], [-92.3, -77.1], 'Belize to Panama'],
    [
      'Mexico/Central America',
      [11.3, 23.7],
      [-85, -59],
      'the Caribbean islands, counted with Central America',
    ],
    ['North America', [14, 84], [-170, -50], 'USA, Canada, Greenland, Hawaii'],
    ['South America', [-56, 13], [-82, -34], 'Colombia to Tierra del Fuego, Trinidad'],
    ['Africa', [30, 37.4], [-2, 11.5], 'the Algerian and Tunisian coast'],
    ['Europe', [34.8, 36], [23, 27], 'Crete'],
    ['Europe', [35.7, 36.1], [14, 15], 'Malta'],
    ['Europe', [36, 72], [-32, 26], 'western and central Europe, the Azores to Greece'],
    ['Europe', [40.5, 42.5], [26, 30], 'Istanbul and Thrace'],
    ['Europe', [42, 72], [26, 60], 'eastern Europe to the Urals'],
    ['Africa', [-35, 36], [-26, 32], 'west, north and southern Africa, Egypt west of Suez'],
    ['Africa', [-35, 12], [32, 52], 'east Africa, the Horn, Madagascar'],
    ['Africa', [12, 22], [32, 38.6], 'Sudan and the African Red Sea coast'],
    ['Africa', [22, 29.5], [32, 34.5], 'Egypt east of the Nile'],
    ['Africa', [-35, -3], [52, 60], 'Seychelles, Mauritius, Réunion'],
    ['Southeast/South Asia', [0, 37], [60, 80], 'Pakistan, western India, Sri Lanka, Maldives'],
    ['Southeast/South Asia', [5, 28.5], [80, 97.5], 'eastern India, Nepal, Bangladesh, Myanmar'],
    ['Southeast/South Asia', [5, 23.5], [97.5, 110], 'Thailand, Laos, Cambodia, Vietnam'],
    ['Southeast/South Asia', [-11, 21], [95, 141], 'Malaysia, Indonesia, the Philippines'],
    ['Australia/Oceania', [-50, 0], [110, 180], 'Australia, New Zealand, Melanesia'],
    ['Australia/Oceania', [0, 24], [141, 180], 'Micronesia and Guam'],
    ['Australia/Oceania', [-25, -5], [-180, -168], 'Samoa and Tonga'],
    [
      'East/Central Asia',
      [12, 78],
      [34.5, 180],
      'China, Japan, Korea, Mongolia, Siberia, Central and West Asia',
    ],
  ] as const
).map(([region, lat, lon, note]) => ({ region, lat, lon, note }));

/** Region by coordinates: the first of REGION_BOXES containing the point, else 'Global'. */
function regionFor(lat: number, lon: number): Region {
  const hit = REGION_BOXES.find(
    (r) => lat >= r.lat[0] && lat <= r.lat[1] && lon >= r.lon[0] && lon <= r.lon[1],
  );
  return hit?.region ?? 'Global';
}

export type CalendarVariant = 'tropical' | 'northern' | 'southern';

/** The growing calendar's three variants, by the same 23.5° line as the seasons. */
function calendarVariant(lat: number): CalendarVariant {
  if (Math.abs(lat) <= 23.5) return 'tropical';
  return lat >= 0 ? 'northern' : 'southern';
}

/** The climate page's current recommendation for a band and season (text written for the product). */
function currentRecommendation(band: ClimateBand, season: Season): string {
  if (season === 'Wet Season')
    return 'Grow in raised beds or containers so roots never sit in water, and watch for fungal spots after storms.';
  if (season === 'Dry Season')
    return 'Prime time for peppers: water deeply at the base and mulch to hold moisture through the heat.';
  if (band === 'Arctic/Subarctic')
    return 'Grow under cover: a greenhouse or a sunny window with grow lights gives peppers the warmth they need.';
  switch (season) {
    case 'Spring':
      return 'Start seeds indoors now and harden seedlings off once nights stay above 55°F (13°C).';
    case 'Summer':
      return 'Feed lightly once flowers open, water evenly, and pick often to keep plants setting fruit.';
    case 'Fall':
      return 'Harvest before the first frost, ripen late pods indoors, and save seed from your best plants.';
    default:
      return 'Plan next season: order seed, clean pots and overwinter favourite plants indoors.';
  }
}

interface ClimateReading {
  band: ClimateBand;
  season: Season;
  region: Region;
  calendar: CalendarVariant;
  recommendation: string;
}

/** Everything the climate page shows for a detected position and month (0 = January). */
export function climateReading(lat: number, lon: number, monthIndex: number): ClimateReading {
  const band = climateBand(lat);
  const season = seasonFor(lat, monthIndex);
  return {
    band,
    season,
    region: regionFor(lat, lon),
    calendar: calendarVariant(lat),
    recommendation: currentRecommendation(band, season),
  };
}

/** The four static climate zones and their hardiness ranges. */
export const CLIMATE_ZONES = [
  { zone: 'Tropical/Subtropical', hardiness: '10-11' },
  { zone: 'Temperate/Mediterranean', hardiness: '8-9' },
  { zone: 'Continental/Northern', hardiness: '4-7' },
  { zone: 'Desert/Arid', hardiness: '9-10' },
] as const;
export type ClimateZoneName = (typeof CLIMATE_ZONES)[number]['zone'];
