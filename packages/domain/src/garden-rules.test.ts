import { describe, expect, it } from 'vitest';
import { calendarVariant, climateBand, currentRecommendation, regionFor, seasonFor } from './climate';
import { groupBySpecies, peppersForGrowCategory } from './grow';
import { expectedYield, fertilizerAmount, parseDateInput, plantingCalendar, resolveToolTab, spacingPlan, SPACING_DEFAULTS, WEATHER_SAMPLE } from './grow-tools';
import { daysFromRange, harvestPrediction } from './harvest';
import { GERMINATION_DAYS, SEED_WEEKS, toggleSeedTask } from './seeds';

const iso = (d: Date | null) => d?.toISOString().slice(0, 10);

describe('climate band by latitude', () => {
  it.each([
    [0, 'Tropical'], [23.5, 'Tropical'], [-23.5, 'Tropical'], [23.6, 'Subtropical'], [35, 'Subtropical'], [35.1, 'Temperate'],
    [50, 'Temperate'], [-50.1, 'Continental'], [60, 'Continental'], [60.1, 'Arctic/Subarctic'],
  ])('%s° is %s', (lat, band) => expect(climateBand(lat)).toBe(band));
});

describe('season', () => {
  it('within 23.5° is the Wet Season May to October and the Dry Season otherwise', () => {
    expect(seasonFor(10, 3)).toBe('Dry Season');
    expect(seasonFor(10, 4)).toBe('Wet Season');
    expect(seasonFor(-23.5, 9)).toBe('Wet Season');
    expect(seasonFor(5, 10)).toBe('Dry Season');
  });

  it.each([
    [1, 'Winter'], [2, 'Spring'], [4, 'Spring'], [5, 'Summer'], [7, 'Summer'], [8, 'Fall'], [10, 'Fall'], [11, 'Winter'],
  ])('north of the tropics month %i is %s', (m, season) => expect(seasonFor(41.9, m)).toBe(season));

  it.each([
    [1, 'Summer'], [2, 'Fall'], [4, 'Fall'], [5, 'Winter'], [7, 'Winter'], [8, 'Spring'], [10, 'Spring'], [11, 'Summer'],
  ])('south of the tropics month %i is %s (six months shifted)', (m, season) => expect(seasonFor(-37.8, m)).toBe(season));
});

describe('region by coordinates', () => {
  it.each([
    ['New York', 40.71, -74.0, 'North America'],
    ['Mexico City', 19.43, -99.13, 'Mexico/Central America'],
    ['London', 51.5, -0.12, 'Europe'],
    ['Mumbai', 19.07, 72.87, 'Southeast/South Asia'],
    ['Bangkok', 13.75, 100.5, 'Southeast/South Asia'],
    ['Beijing', 39.9, 116.4, 'East/Central Asia'],
    ['Nairobi', -1.29, 36.82, 'Africa'],
    ['Sydney', -33.87, 151.2, 'Australia/Oceania'],
    ['Lima', -12.05, -77.04, 'South America'],
    ['mid-Pacific', 0, -150, 'Global'],
  ])('%s is in %s', (_city, lat, lon, region) => expect(regionFor(lat, lon)).toBe(region));

  it('picks the calendar variant and a recommendation', () => {
    expect(calendarVariant(1.35)).toBe('tropical');
    expect(calendarVariant(41.9)).toBe('northern');
    expect(calendarVariant(-37.8)).toBe('southern');
    expect(currentRecommendation('Temperate', 'Spring')).toMatch(/seeds indoors/);
  });
});

describe('growing tools', () => {
  it('dates seed start 8 weeks before transplant, first flowers 6 and harvest 14 weeks after', () => {
    const c = plantingCalendar(parseDateInput('2026-05-15')!);
    expect([iso(c.seedStart), iso(c.firstFlowers), iso(c.harvest)]).toEqual(['2026-03-20', '2026-06-26', '2026-08-21']);
  });

  it('spaces a 10 ft by 4 ft bed at 18 in into 6 plants a row, 2 rows, 12 plants', () => {
    expect(spacingPlan(SPACING_DEFAULTS)).toEqual({ plantsPerRow: 6, rows: 2, total: 12 });
  });

  it('floors partial plants and coerces text, with no Infinity for a zero spacing', () => {
    expect(spacingPlan({ bedLengthFt: '10', bedWidthFt: 4, spacingIn: 17 })).toEqual({ plantsPerRow: 7, rows: 2, total: 14 });
    expect(spacingPlan({ bedLengthFt: 'x', bedWidthFt: 4, spacingIn: 18 })).toEqual({ plantsPerRow: 0, rows: 2, total: 0 });
    expect(spacingPlan({ bedLengthFt: 10, bedWidthFt: 4, spacingIn: 0 })).toEqual({ plantsPerRow: 0, rows: 0, total: 0 });
  });

  it('expects 25-35 jalapeños a plant, and counts an unknown variety as jalapeño', () => {
    expect(expectedYield('jalapeño', 12)).toMatchObject({ min: 300, max: 420 });
    expect(expectedYield('serrano', 2)).toMatchObject({ min: 80, max: 120 });
    expect(expectedYield('mystery', 1)).toMatchObject({ variety: 'jalapeño', min: 25, max: 35 });
  });

  it('defaults any unknown tool to the calendar and keeps the weather sample', () => {
    expect(resolveToolTab('spacing')).toBe('spacing');
    expect(resolveToolTab('compost')).toBe('calendar');
    expect(resolveToolTab(undefined)).toBe('calendar');
    expect(WEATHER_SAMPLE).toEqual({ temperatureF: 72, humidityPercent: 65, windMph: 8, uvIndex: 6 });
  });

  it('sizes a feeding for a bed from the stage rate', () => {
    expect(fertilizerAmount({ bedAreaSqFt: 40, stage: 'vegetative' })).toEqual({ pounds: 0.4, grams: 181 });
    expect(fertilizerAmount({ bedAreaSqFt: -5, stage: 'fruiting' })).toEqual({ pounds: 0, grams: 0 });
  });
});

describe('grow categories', () => {
  const list = [
    { name: 'B', heatLevel: 'mild' as const, species: 'Capsicum annuum' },
    { name: 'A', heatLevel: 'medium' as const, species: 'Capsicum annuum' },
    { name: 'H', heatLevel: 'hot' as const, species: 'Capsicum chinense' },
    { name: 'R', heatLevel: 'extreme' as const, species: 'Capsicum chinense' },
  ];
  it('beginner is mild or medium, intermediate hot, expert extreme', () => {
    expect(peppersForGrowCategory(list, 'beginner').map((p) => p.name)).toEqual(['B', 'A']);
    expect(peppersForGrowCategory(list, 'intermediate').map((p) => p.name)).toEqual(['H']);
    expect(peppersForGrowCategory(list, 'expert').map((p) => p.name)).toEqual(['R']);
    expect(peppersForGrowCategory(list, 'gardening')).toEqual([]);
  });
  it('species groups by species', () => {
    expect(groupBySpecies(list).map((g) => `${g.species}:${g.peppers.map((p) => p.name).join('')}`)).toEqual(['Capsicum annuum:AB', 'Capsicum chinense:HR']);
  });
});

describe('harvest', () => {
  it('reads the first number of a range', () => {
    expect(daysFromRange('120-150+')).toBe(120);
    expect(daysFromRange('60-80')).toBe(60);
  });
  it('needs both a transplant date and a variety', () => {
    expect(harvestPrediction(null, 'mild')).toBeNull();
    expect(harvestPrediction(parseDateInput('2026-05-01'), '')).toBeNull();
  });
  it('predicts green and ripe picks, and only ripe for hot and superhot', () => {
    const d = parseDateInput('2026-05-01');
    const mild = harvestPrediction(d, 'mild')!;
    expect([iso(mild.green), iso(mild.ripe)]).toEqual(['2026-06-30', '2026-07-20']);
    const superhot = harvestPrediction(d, 'superhot')!;
    expect(superhot.green).toBeNull();
    expect(iso(superhot.ripe)).toBe('2026-08-29');
  });
});

describe('seed starting', () => {
  it('runs four weeks at 75-85, 75-85, 70-80 and 70-75°F with germination by heat class', () => {
    expect(SEED_WEEKS.map((w) => w.temperatureF)).toEqual(['75-85', '75-85', '70-80', '70-75']);
    expect(GERMINATION_DAYS).toEqual({ mild: '7-14', medium: '10-21', hot: '14-28', superhot: '21-35+' });
  });
  it('ticks tasks per week and task', () => {
    const once = toggleSeedTask({}, 2, 1);
    expect(once).toEqual({ 2: [1] });
    expect(toggleSeedTask(once, 2, 1)).toEqual({ 2: [] });
  });
});
