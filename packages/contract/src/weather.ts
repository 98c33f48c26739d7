/**
 * Weather and frost dates for the grower's place: the forecast with frost and heat warnings, and the average
 * last and first frost from the climate record. Positions are rounded on the server before any use.
 */
import { Type, type Static } from 'typebox';
import { closed, Latitude, Longitude, Nullable } from './schema-parts.js';

/** ?lat&lon in decimal degrees; anything else is a 400. */
export const PlaceQuery = Type.Object({ lat: Latitude, lon: Longitude }, closed);
export type PlaceQuery = Static<typeof PlaceQuery>;

const Place = Type.Object(
  { lat: Type.Number(), lon: Type.Number() },
  { description: 'The rounded position the answer is for' },
);
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const MonthDay = Type.String({ pattern: '^\\d{2}-\\d{2}$', description: "'MM-DD'" });

export const WeatherWarning = Type.Object({
  kind: Type.Union([Type.Literal('frost'), Type.Literal('heat')]),
  date: IsoDay,
  temperatureC: Type.Number(),
  advice: Type.String(),
});
export type WeatherWarning = Static<typeof WeatherWarning>;

export const ForecastDay = Type.Object({
  date: IsoDay,
  minC: Type.Number(),
  maxC: Type.Number(),
  precipitationMm: Type.Number({ minimum: 0 }),
  frostRisk: Type.Boolean(),
  heatRisk: Type.Boolean(),
});
export type ForecastDay = Static<typeof ForecastDay>;

/** Metric figures (°C, km/h, mm); the app converts for readers of °F. */
export const Weather = Type.Object({
  place: Place,
  /** When the figures were fetched from the weather service. */
  fetchedAt: Type.String({ format: 'date-time' }),
  /** Minutes since fetchedAt. */
  ageMinutes: Type.Integer({ minimum: 0 }),
  /** True when the weather service did not answer and these are the last figures kept. */
  stale: Type.Boolean(),
  message: Type.Optional(Type.String()),
  current: Type.Object({
    temperatureC: Type.Number(),
    humidityPercent: Type.Number({ minimum: 0, maximum: 100 }),
    windKph: Type.Number({ minimum: 0 }),
    uvIndex: Type.Number({ minimum: 0 }),
  }),
  days: Type.Array(ForecastDay),
  warnings: Type.Array(WeatherWarning),
});
export type Weather = Static<typeof Weather>;

export const FrostDates = Type.Object({
  place: Place,
  hemisphere: Type.Union([Type.Literal('north'), Type.Literal('south')]),
  /** Median last frost of spring; null where spring frost comes in fewer than half the years. */
  lastSpringFrost: Nullable(MonthDay),
  /** Median first frost of autumn; null where autumn frost comes in fewer than half the years. */
  firstFallFrost: Nullable(MonthDay),
  /** Days from the last spring frost to the first fall frost; null when either is null. */
  frostFreeDays: Nullable(Type.Integer({ minimum: 0 })),
  /** Years of record the medians come from. */
  years: Type.Integer({ minimum: 0 }),
});
export type FrostDates = Static<typeof FrostDates>;
