/**
 * Open-Meteo's forecast, archive and geocoding APIs (no key needed; OPEN_METEO_URL, OPEN_METEO_ARCHIVE_URL and
 * OPEN_METEO_GEOCODING_URL point at a self-hosted instance or a test fake). Answers are checked before use: a
 * malformed one counts as an outage.
 */
import type { DailyMinimum, ForecastDay } from '@pepper/domain/weather';

export interface CurrentConditions {
  temperatureC: number;
  humidityPercent: number;
  windKph: number;
  uvIndex: number;
}

/** A town, city or postcode area the geocoding API found. */
export interface FoundPlace {
  name: string;
  /** The region (state, province) and country, where known. */
  admin1: string | null;
  country: string | null;
  lat: number;
  lon: number;
  timezone: string | null;
}

export interface WeatherSource {
  forecast(lat: number, lon: number): Promise<{ current: CurrentConditions; days: ForecastDay[] }>;
  dailyMinimums(lat: number, lon: number, startDate: string, endDate: string): Promise<DailyMinimum[]>;
  /** Places matching a name or postcode, best first; none is an empty list. */
  searchPlaces(name: string, count: number): Promise<FoundPlace[]>;
}

export class WeatherSourceError extends Error {}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numbers = (v: unknown): (number | null)[] | null =>
  Array.isArray(v) && v.every((x) => x === null || isNumber(x)) ? (v as (number | null)[]) : null;
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;

export class OpenMeteo implements WeatherSource {
  constructor(
    private readonly options: {
      forecastUrl: string;
      archiveUrl: string;
      geocodingUrl: string;
      timeoutMs: number;
    },
  ) {}

  private async get(
    base: string,
    pathname: string,
    params: Record<string, string | number>,
  ): Promise<Record<string, unknown>> {
    const url = new URL(pathname, base.endsWith('/') ? base : `${base}/`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    let res: Response;
    try {
      res = await fetch(url, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new WeatherSourceError(`weather service unreachable: ${(error as Error).name}`);
    }
    if (!res.ok) throw new WeatherSourceError(`weather service answered ${res.status}`);
    try {
      return (await res.json()) as Record<string, unknown>;
    } catch {
      throw new WeatherSourceError('weather service answered something that is not JSON');
    }
  }

  async forecast(lat: number, lon: number) {
    const body = await this.get(this.options.forecastUrl, 'v1/forecast', {
      latitude: lat,
      longitude: lon,
      current: 'temperature_2m,relative_humidity_2m,wind_speed_10m,uv_index',
      daily: 'temperature_2m_min,temperature_2m_max,precipitation_sum',
      timezone: 'auto',
      forecast_days: 7,
    });
    const current = body.current as Record<string, unknown> | undefined;
    const daily = body.daily as Record<string, unknown> | undefined;
    const time = strings(daily?.time);
    const min = numbers(daily?.temperature_2m_min);
    const max = numbers(daily?.temperature_2m_max);
    const rain = numbers(daily?.precipitation_sum);
    if (!current || !isNumber(current.temperature_2m) || !time || !min || !max || !rain) {
      throw new WeatherSourceError('weather service answered an unexpected forecast');
    }
    const days: ForecastDay[] = [];
    time.forEach((date, i) => {
      const minC = min[i];
      const maxC = max[i];
      if (isNumber(minC) && isNumber(maxC))
        days.push({ date, minC, maxC, precipitationMm: Math.max(0, rain[i] ?? 0) });
    });
    return {
      current: {
        temperatureC: current.temperature_2m,
        humidityPercent: isNumber(current.relative_humidity_2m) ? current.relative_humidity_2m : 0,
        windKph: isNumber(current.wind_speed_10m) ? Math.max(0, current.wind_speed_10m) : 0,
        // UV is null at night in some models: none then.
        uvIndex: isNumber(current.uv_index) ? Math.max(0, current.uv_index) : 0,
      },
      days,
    };
  }

  async dailyMinimums(lat: number, lon: number, startDate: string, endDate: string) {
    const body = await this.get(this.options.archiveUrl, 'v1/archive', {
      latitude: lat,
      longitude: lon,
      start_date: startDate,
      end_date: endDate,
      daily: 'temperature_2m_min',
      timezone: 'auto',
    });
    const daily = body.daily as Record<string, unknown> | undefined;
    const time = strings(daily?.time);
    const min = numbers(daily?.temperature_2m_min);
    if (!time || !min || time.length !== min.length)
      throw new WeatherSourceError('weather archive answered an unexpected series');
    return time.map((date, i) => ({ date, minC: min[i] }));
  }

  async searchPlaces(name: string, count: number): Promise<FoundPlace[]> {
    const body = await this.get(this.options.geocodingUrl, 'v1/search', {
      name,
      count,
      language: 'en',
      format: 'json',
    });
    // No match is an answer without `results`.
    if (body.results === undefined) return [];
    if (!Array.isArray(body.results))
      throw new WeatherSourceError('place search answered an unexpected list');
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    return (body.results as Record<string, unknown>[]).flatMap((r) => {
      const placeName = text(r.name);
      if (!placeName || !isNumber(r.latitude) || !isNumber(r.longitude)) return [];
      if (Math.abs(r.latitude) > 90 || Math.abs(r.longitude) > 180) return [];
      return [
        {
          name: placeName,
          admin1: text(r.admin1),
          country: text(r.country),
          lat: r.latitude,
          lon: r.longitude,
          timezone: text(r.timezone),
        },
      ];
    });
  }
}
