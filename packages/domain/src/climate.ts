export type ClimateBand = 'Tropical' | 'Subtropical' | 'Temperate' | 'Continental' | 'Arctic/Subarctic';

/** Spec 02 §9, by absolute latitude: ≤23.5 tropical, ≤35 subtropical, ≤50 temperate, ≤60 continental, above arctic/subarctic. */
export function climateBand(lat: number): ClimateBand {
  const a = Math.abs(lat);
  if (a <= 23.5) return 'Tropical';
  if (a <= 35) return 'Subtropical';
  if (a <= 50) return 'Temperate';
  if (a <= 60) return 'Continental';
  return 'Arctic/Subarctic';
}

export type Season = 'Wet Season' | 'Dry Season' | 'Spring' | 'Summer' | 'Fall' | 'Winter';

const NORTHERN: Season[] = ['Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer', 'Summer', 'Summer', 'Fall', 'Fall', 'Fall', 'Winter'];

/**
 * Within 23.5° of the equator: Wet Season May-October, Dry Season otherwise. North: Spring Mar-May, Summer
 * Jun-Aug, Fall Sep-Nov, Winter Dec-Feb. South: the same shifted by six months. monthIndex is 0 (January) to 11.
 */
export function seasonFor(lat: number, monthIndex: number): Season {
  const m = ((monthIndex % 12) + 12) % 12;
  if (Math.abs(lat) <= 23.5) return m >= 4 && m <= 9 ? 'Wet Season' : 'Dry Season';
  return lat >= 0 ? NORTHERN[m] : NORTHERN[(m + 6) % 12];
}

export type Region =
  | 'North America'
  | 'Mexico/Central America'
  | 'Europe'
  | 'Southeast/South Asia'
  | 'East/Central Asia'
  | 'Africa'
  | 'Australia/Oceania'
  | 'South America'
  | 'Global';

/**
 * Coarse boxes in degrees (the spec names the regions but not their bounds), checked in this order:
 * Mexico/Central America lat 7..32, lon -118..-77; North America lat 15..84, lon -170..-50;
 * South America lat -56..13, lon -82..-34; Europe lat 35..72, lon -25..45; Africa lat -35..37, lon -18..52;
 * Southeast/South Asia lat -11..35, lon 60..141; East/Central Asia lat 18..78, lon 45..180;
 * Australia/Oceania lat -48..0, lon 110..180; anything else Global.
 */
const REGIONS: { region: Region; lat: [number, number]; lon: [number, number] }[] = [
  { region: 'Mexico/Central America', lat: [7, 32], lon: [-118, -77] },
  { region: 'North America', lat: [15, 84], lon: [-170, -50] },
  { region: 'South America', lat: [-56, 13], lon: [-82, -34] },
  { region: 'Europe', lat: [35, 72], lon: [-25, 45] },
  { region: 'Africa', lat: [-35, 37], lon: [-18, 52] },
  { region: 'Southeast/South Asia', lat: [-11, 35], lon: [60, 141] },
  { region: 'East/Central Asia', lat: [18, 78], lon: [45, 180] },
  { region: 'Australia/Oceania', lat: [-48, 0], lon: [110, 180] },
];

export function regionFor(lat: number, lon: number): Region {
  const hit = REGIONS.find((r) => lat >= r.lat[0] && lat <= r.lat[1] && lon >= r.lon[0] && lon <= r.lon[1]);
  return hit?.region ?? 'Global';
}

export type CalendarVariant = 'tropical' | 'northern' | 'southern';

/** The growing calendar has three variants: tropical, northern and southern. */
export function calendarVariant(lat: number): CalendarVariant {
  if (Math.abs(lat) <= 23.5) return 'tropical';
  return lat >= 0 ? 'northern' : 'southern';
}

/** What to do now, for a band and season. */
export function currentRecommendation(band: ClimateBand, season: Season): string {
  if (season === 'Wet Season') return 'Grow in raised beds or containers so roots never sit in water, and watch for fungal spots after storms.';
  if (season === 'Dry Season') return 'Prime time for peppers: water deeply at the base and mulch to hold moisture through the heat.';
  if (band === 'Arctic/Subarctic') return 'Grow under cover: a greenhouse or a sunny window with grow lights gives peppers the warmth they need.';
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

export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 } as const;
export const LOCATION_ERROR_LOG = 'Location access denied or unavailable';

/** Zone hardiness ranges shown in the product. */
export const HARDINESS_ZONES = [
  { zone: 'Tropical/Subtropical', hardiness: '10-11' },
  { zone: 'Temperate/Mediterranean', hardiness: '8-9' },
  { zone: 'Continental/Northern', hardiness: '4-7' },
  { zone: 'Desert/Arid', hardiness: '9-10' },
] as const;
