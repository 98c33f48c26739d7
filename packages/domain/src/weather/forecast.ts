/**
 * Weather rules for pepper growers: which nights risk frost, which days stress plants with heat, what to do about
 * each, and the figures in the units the grower reads.
 */

/** A night at or below this minimum can frost exposed leaves (air frost starts near 0 °C; ground frost earlier). */
const FROST_RISK_MAX_C = 2;
/** From this maximum peppers drop flowers and pods scald. */
const HEAT_STRESS_MIN_C = 35;
/** Forecasts are rounded to 0.1° (about 11 km) for privacy and so neighbours share a cached answer. */
export const WEATHER_GRID_DEGREES = 0.1;
/** A forecast younger than this is served from the cache. */
export const WEATHER_FRESH_MINUTES = 15;

const FROST_ADVICE =
  'Frost risk: bring container peppers indoors or into a shed, cover bed plants with fleece or a cloche before dusk, and water the soil in the afternoon so it holds warmth overnight.';
export const HEAT_ADVICE =
  'Heat stress: water deeply early in the morning, mulch the soil, and give plants 30-40% shade cloth in the afternoon. Flowers may drop above 35 °C, so expect a pause in new pods until it cools.';

/** The centre of the grid cell a coordinate falls in, e.g. 51.5074 → 51.5 on a 0.1° grid. */
export function snapToGrid(value: number, step: number): number {
  const snapped = Math.round(value / step) * step;
  // Trim binary noise (0.30000000000000004) so equal cells give equal keys.
  return Number(snapped.toFixed(4)) + 0;
}

export interface ForecastDay {
  date: string;
  minC: number;
  maxC: number;
  precipitationMm: number;
}

/** The least rain a gauge records: 0.01 in (0.254 mm). Less than that is a dry day. */
export const MEASURABLE_PRECIPITATION_MM = 0.254;
export const isWetDay = (day: Pick<ForecastDay, 'precipitationMm'>) =>
  day.precipitationMm >= MEASURABLE_PRECIPITATION_MM;

export interface WeatherWarning {
  kind: 'frost' | 'heat';
  date: string;
  temperatureC: number;
  advice: string;
}

export const isFrostRisk = (minC: number) => minC <= FROST_RISK_MAX_C;
export const isHeatStress = (maxC: number) => maxC >= HEAT_STRESS_MIN_C;

/** Every frost night and every heat-stress day of a forecast, in date order, with what to do. */
export function weatherWarnings(days: readonly ForecastDay[]): WeatherWarning[] {
  const warnings: WeatherWarning[] = [];
  for (const day of days) {
    if (isFrostRisk(day.minC))
      warnings.push({ kind: 'frost', date: day.date, temperatureC: day.minC, advice: FROST_ADVICE });
    if (isHeatStress(day.maxC))
      warnings.push({ kind: 'heat', date: day.date, temperatureC: day.maxC, advice: HEAT_ADVICE });
  }
  return warnings;
}

/** Countries that read temperatures in °F (the rest of the world reads °C). */
const FAHRENHEIT_REGIONS = ['US', 'LR', 'MM', 'BS', 'BZ', 'KY', 'PW', 'FM', 'MH'];

export type TemperatureUnit = 'F' | 'C';

/** °F where the locale's region reads Fahrenheit, else °C; a locale with no region ('en') reads °F only for 'en'. */
export function preferredTemperatureUnit(locale: string | undefined): TemperatureUnit {
  if (!locale) return 'C';
  const parts = locale.replace('_', '-').split('-');
  const region = parts
    .slice(1)
    .find((p) => /^[A-Za-z]{2}$/.test(p))
    ?.toUpperCase();
  if (region) return FAHRENHEIT_REGIONS.includes(region) ? 'F' : 'C';
  return parts[0].toLowerCase() === 'en' ? 'F' : 'C';
}

export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
export const kphToMph = (kph: number) => kph / 1.609344;
export const mmToInches = (mm: number) => mm / 25.4;
