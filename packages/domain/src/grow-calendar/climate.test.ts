import { describe, expect, it } from 'vitest';
import { climateReading } from './climate';

// The band and the calendar follow latitude alone, the season latitude and month, the region the position.
const bandAt = (lat: number) => climateReading(lat, 0, 0).band;
const seasonAt = (lat: number, month: number) => climateReading(lat, 0, month).season;
const regionAt = (lat: number, lon: number) => climateReading(lat, lon, 0).region;
const calendarAt = (lat: number) => climateReading(lat, 0, 0).calendar;

describe('climate band by absolute latitude', () => {
  it.each([
    [0, 'Tropical'],
    [23.5, 'Tropical'],
    [-23.5, 'Tropical'],
    [23.6, 'Subtropical'],
    [-23.6, 'Subtropical'],
    [35, 'Subtropical'],
    [-35, 'Subtropical'],
    [35.1, 'Temperate'],
    [-35.1, 'Temperate'],
    [50, 'Temperate'],
    [-50, 'Temperate'],
    [50.1, 'Continental'],
    [-50.1, 'Continental'],
    [60, 'Continental'],
    [-60, 'Continental'],
    [60.1, 'Arctic/Subarctic'],
    [-60.1, 'Arctic/Subarctic'],
    [-78, 'Arctic/Subarctic'],
  ])('calls %s° %s', (lat, band) => expect(bandAt(lat)).toBe(band));
});

describe('seasons', () => {
  it.each([
    [0, 'Dry Season'],
    [3, 'Dry Season'],
    [4, 'Wet Season'],
    [9, 'Wet Season'],
    [10, 'Dry Season'],
    [11, 'Dry Season'],
  ])('within 23.5° month %i is the %s', (m, season) => {
    expect(seasonAt(10, m)).toBe(season);
    expect(seasonAt(-23.5, m)).toBe(season);
  });

  it('switch to the four seasons at 23.6°', () => expect(seasonAt(23.6, 4)).toBe('Spring'));

  it.each([
    [0, 'Winter'],
    [1, 'Winter'],
    [2, 'Spring'],
    [4, 'Spring'],
    [5, 'Summer'],
    [7, 'Summer'],
    [8, 'Fall'],
    [10, 'Fall'],
    [11, 'Winter'],
  ])('north of the tropics month %i is %s', (m, season) => expect(seasonAt(41.9, m)).toBe(season));

  it.each([
    [0, 'Summer'],
    [1, 'Summer'],
    [2, 'Fall'],
    [4, 'Fall'],
    [5, 'Winter'],
    [7, 'Winter'],
    [8, 'Spring'],
    [10, 'Spring'],
    [11, 'Summer'],
  ])('south of the tropics month %i is %s, six months shifted', (m, season) =>
    expect(seasonAt(-37.8, m)).toBe(season),
  );

  it('wraps month indexes outside 0-11', () => {
    expect(seasonAt(41.9, 12)).toBe('Winter');
    expect(seasonAt(41.9, -1)).toBe('Winter');
  });
});

describe('region by coordinates', () => {
  it.each([
    ['New York', 40.71, -74.01, 'North America'],
    ['Mexico City', 19.43, -99.13, 'Mexico/Central America'],
    ['London', 51.51, -0.13, 'Europe'],
    ['Mumbai', 19.08, 72.88, 'Southeast/South Asia'],
    ['Bangkok', 13.76, 100.5, 'Southeast/South Asia'],
    ['Beijing', 39.9, 116.4, 'East/Central Asia'],
    ['Nairobi', -1.29, 36.82, 'Africa'],
    ['Sydney', -33.87, 151.21, 'Australia/Oceania'],
    ['Lima', -12.05, -77.04, 'South America'],
    ['mid-Pacific', 0, -150, 'Global'],
    ['Miami', 25.76, -80.19, 'North America'],
    ['Houston', 29.76, -95.37, 'North America'],
    ['Tucson', 32.22, -110.97, 'North America'],
    ['San Diego', 32.72, -117.16, 'North America'],
    ['Tijuana', 32.51, -117.04, 'Mexico/Central America'],
    ['Monterrey', 25.69, -100.32, 'Mexico/Central America'],
    ['Guatemala City', 14.63, -90.51, 'Mexico/Central America'],
    ['Panama City', 8.98, -79.52, 'Mexico/Central America'],
    ['Havana', 23.11, -82.37, 'Mexico/Central America'],
    ['Kingston', 17.97, -76.79, 'Mexico/Central America'],
    ['Port of Spain', 10.65, -61.5, 'South America'],
    ['Caracas', 10.48, -66.9, 'South America'],
    ['Rome', 41.9, 12.5, 'Europe'],
    ['Istanbul', 41.01, 28.98, 'Europe'],
    ['Moscow', 55.76, 37.62, 'Europe'],
    ['Algiers', 36.75, 3.06, 'Africa'],
    ['Cairo', 30.04, 31.24, 'Africa'],
    ['Accra', 5.6, -0.19, 'Africa'],
    ['Cape Town', -33.92, 18.42, 'Africa'],
    ['Delhi', 28.61, 77.21, 'Southeast/South Asia'],
    ['Jakarta', -6.21, 106.85, 'Southeast/South Asia'],
    ['Manila', 14.6, 120.98, 'Southeast/South Asia'],
    ['Tokyo', 35.68, 139.69, 'East/Central Asia'],
    ['Seoul', 37.57, 126.98, 'East/Central Asia'],
    ['Chengdu', 30.57, 104.07, 'East/Central Asia'],
    ['Aleppo', 36.2, 37.13, 'East/Central Asia'],
    ['Auckland', -36.85, 174.76, 'Australia/Oceania'],
    ['Darwin', -12.46, 130.84, 'Australia/Oceania'],
    ['Buenos Aires', -34.6, -58.38, 'South America'],
    ['Antarctica', -80, 0, 'Global'],
  ])('puts %s in %s', (_city, lat, lon, region) => expect(regionAt(lat, lon)).toBe(region));
});

describe('growing calendar variant', () => {
  it.each([
    [0, 'tropical'],
    [23.5, 'tropical'],
    [-23.5, 'tropical'],
    [23.6, 'northern'],
    [41.9, 'northern'],
    [-23.6, 'southern'],
    [-37.8, 'southern'],
  ])('at %s° is %s', (lat, variant) => expect(calendarAt(lat)).toBe(variant));
});

describe('current recommendation', () => {
  it('tells a temperate grower to start seeds indoors in spring', () => {
    const rome = climateReading(41.9, 12.5, 3);
    expect([rome.band, rome.season]).toEqual(['Temperate', 'Spring']);
    expect(rome.recommendation).toMatch(/seeds indoors/);
  });
  it('answers every band in every season it has with some advice', () => {
    const met = new Set<string>();
    for (const lat of [0, 30, -30, 45, -45, 55, -55, 70, -70]) {
      for (let month = 0; month < 12; month++) {
        const reading = climateReading(lat, 0, month);
        expect(reading.recommendation.length).toBeGreaterThan(20);
        met.add(`${reading.band} in ${reading.season}`);
      }
    }
    // The tropics have a wet and a dry season; the four other bands have the four seasons.
    expect(met.size).toBe(2 + 4 * 4);
  });
  it('combines band, season, region and calendar for a position', () => {
    expect(climateReading(51.51, -0.13, 6)).toMatchObject({
      band: 'Continental',
      season: 'Summer',
      region: 'Europe',
      calendar: 'northern',
    });
  });
});
