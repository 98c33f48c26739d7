/**
 * Weather and frost dates for a place, cached in the database so every API process shares one answer per
 * cell: forecasts for 15 minutes (and kept after that for outages), frost dates for good.
 */
import {
  FROST_GRID_DEGREES,
  FROST_RECORD_YEARS,
  WEATHER_FRESH_MINUTES,
  WEATHER_GRID_DEGREES,
  frostDatesFrom,
  snapToGrid,
  weatherWarnings,
  isFrostRisk,
  isHeatStress,
} from '@pepper/domain/weather';
import type { FrostDates, PlaceMatch, Weather } from '@pepper/contract';
import type { Knex } from 'knex';
import { HttpError, RetryLater } from '../../lib/http-error.js';
import { WeatherSourceError, type WeatherSource } from './open-meteo.js';

export const WEATHER_UNAVAILABLE =
  'The weather service is not answering right now. Please try again in a few minutes.';
export const PLACE_SEARCH_UNAVAILABLE =
  'The place search is not answering right now. Please try again in a few minutes, or use your location.';
export const FROST_UNAVAILABLE =
  'The climate record is not answering right now, so frost dates cannot be worked out yet. Please try again later.';

/** Suggestions offered for one search. */
const PLACE_SEARCH_RESULTS = 6;

/** The weather services do not answer: worth retrying in five minutes, not at once. */
const WEATHER_RETRY_AFTER_SECONDS = 300;

/** A 503 the client can retry after a while. */
export class WeatherUnavailable extends RetryLater {
  constructor(message: string) {
    super(503, message, WEATHER_RETRY_AFTER_SECONDS);
  }
}

type StoredWeather = Omit<Weather, 'ageMinutes' | 'stale' | 'message'>;

const cellKey = (lat: number, lon: number) => `${lat},${lon}`;
const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));

export function staleMessage(ageMinutes: number): string {
  const age =
    ageMinutes < 60
      ? `${ageMinutes} minute${ageMinutes === 1 ? '' : 's'}`
      : `${Math.floor(ageMinutes / 60)} hour${ageMinutes < 120 ? '' : 's'}`;
  return `The weather service is not answering right now. These are the last figures we have, from ${age} ago.`;
}

export class WeatherService {
  constructor(
    private readonly db: Knex,
    private readonly source: WeatherSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async store(
    table: 'weather_forecasts' | 'frost_dates',
    cell: string,
    payload: unknown,
    fetchedAt: string,
  ) {
    // Two processes may fetch one cell at once: the later write wins, both answers are equally good.
    await this.db(table)
      .insert({ cell, payload: JSON.stringify(payload), fetched_at: fetchedAt })
      .onConflict('cell')
      .merge();
  }

  async weather(latitude: number, longitude: number): Promise<Weather> {
    const place = {
      lat: snapToGrid(latitude, WEATHER_GRID_DEGREES),
      lon: snapToGrid(longitude, WEATHER_GRID_DEGREES),
    };
    const cell = cellKey(place.lat, place.lon);
    const now = this.now();
    const row = await this.db('weather_forecasts').where({ cell }).first();
    const cached = row ? (JSON.parse(row.payload) as StoredWeather) : null;
    if (cached && minutesSince(cached.fetchedAt, now) < WEATHER_FRESH_MINUTES) {
      return { ...cached, ageMinutes: minutesSince(cached.fetchedAt, now), stale: false };
    }
    try {
      const { current, days } = await this.source.forecast(place.lat, place.lon);
      const fresh: StoredWeather = {
        place,
        fetchedAt: now.toISOString(),
        current,
        days: days.map((d) => ({ ...d, frostRisk: isFrostRisk(d.minC), heatRisk: isHeatStress(d.maxC) })),
        warnings: weatherWarnings(days),
      };
      await this.store('weather_forecasts', cell, fresh, fresh.fetchedAt);
      return { ...fresh, ageMinutes: 0, stale: false };
    } catch (error) {
      if (!(error instanceof WeatherSourceError)) throw error;
      if (!cached) throw new WeatherUnavailable(WEATHER_UNAVAILABLE);
      const ageMinutes = minutesSince(cached.fetchedAt, now);
      return { ...cached, ageMinutes, stale: true, message: staleMessage(ageMinutes) };
    }
  }

  async frostDates(latitude: number, longitude: number): Promise<FrostDates> {
    const place = {
      lat: snapToGrid(latitude, FROST_GRID_DEGREES),
      lon: snapToGrid(longitude, FROST_GRID_DEGREES),
    };
    const cell = cellKey(place.lat, place.lon);
    const row = await this.db('frost_dates').where({ cell }).first();
    if (row) return JSON.parse(row.payload) as FrostDates;
    // The last whole years of record.
    const lastYear = this.now().getUTCFullYear() - 1;
    let series;
    try {
      series = await this.source.dailyMinimums(
        place.lat,
        place.lon,
        `${lastYear - FROST_RECORD_YEARS + 1}-01-01`,
        `${lastYear}-12-31`,
      );
    } catch (error) {
      if (error instanceof WeatherSourceError) throw new WeatherUnavailable(FROST_UNAVAILABLE);
      throw error;
    }
    const hemisphere = place.lat >= 0 ? 'north' : 'south';
    const answer: FrostDates = { place, hemisphere, ...frostDatesFrom(series, hemisphere) };
    await this.store('frost_dates', cell, answer, this.now().toISOString());
    return answer;
  }

  /**
   * Towns, cities and postcodes matching what the grower typed, best first, each labelled with its region and
   * country so like-named places can be told apart. None found is a 404 that says what to try.
   */
  async searchPlaces(query: string): Promise<PlaceMatch[]> {
    let found;
    try {
      found = await this.source.searchPlaces(query.trim(), PLACE_SEARCH_RESULTS);
    } catch (error) {
      if (error instanceof WeatherSourceError) throw new WeatherUnavailable(PLACE_SEARCH_UNAVAILABLE);
      throw error;
    }
    if (!found.length)
      throw new HttpError(
        404,
        `No place called "${query.trim()}" was found: check the spelling, or try a nearby town or a postcode`,
      );
    return found.map((p) => ({
      name: p.name,
      label: [p.name, p.admin1, p.country]
        .filter((part, i, all) => part && all.indexOf(part) === i)
        .join(', '),
      lat: p.lat,
      lon: p.lon,
    }));
  }
}
