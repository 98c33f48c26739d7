/** Mocked weather and frost dates: a week with one frost night and one scorching day, and a temperate place. */
import { pathPattern, routes, type FrostDates, type Weather } from '@pepper/contract';
import {
  frostFreeSeasonDays,
  isFrostRisk,
  isHeatStress,
  snapToGrid,
  weatherWarnings,
} from '@pepper/domain/weather';
import { http, HttpResponse } from 'msw';

const DAY_MS = 86_400_000;

export function mockWeather(lat: number, lon: number, today = new Date()): Weather {
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const mins = [1.5, 6, 9, 12, 14, 22, 24];
  const maxs = [12, 16, 20, 24, 29, 36, 31];
  const rain = [0, 2.4, 0, 0, 5.1, 0, 0.3];
  const days = mins.map((minC, i) => ({
    date: new Date(first + i * DAY_MS).toISOString().slice(0, 10),
    minC,
    maxC: maxs[i],
    precipitationMm: rain[i],
  }));
  return {
    place: { lat: snapToGrid(lat, 0.1), lon: snapToGrid(lon, 0.1) },
    fetchedAt: new Date(first).toISOString(),
    ageMinutes: 0,
    stale: false,
    current: { temperatureC: 18.4, humidityPercent: 71, windKph: 12.3, uvIndex: 4.2 },
    days: days.map((d) => ({ ...d, frostRisk: isFrostRisk(d.minC), heatRisk: isHeatStress(d.maxC) })),
    warnings: weatherWarnings(days),
  };
}

export function mockFrostDates(lat: number, lon: number): FrostDates {
  const south = lat < 0;
  const [lastSpringFrost, firstFallFrost] = south ? ['09-15', '05-02'] : ['04-15', '10-15'];
  return {
    place: { lat: snapToGrid(lat, 0.25), lon: snapToGrid(lon, 0.25) },
    hemisphere: south ? 'south' : 'north',
    lastSpringFrost,
    firstFallFrost,
    frostFreeDays: frostFreeSeasonDays(lastSpringFrost, firstFallFrost),
    years: 10,
  };
}

const place = (request: Request) => {
  const url = new URL(request.url);
  return { lat: Number(url.searchParams.get('lat')), lon: Number(url.searchParams.get('lon')) };
};

export const weatherHandlers = [
  http.get(pathPattern(routes.weather), ({ request }) => {
    const { lat, lon } = place(request);
    return HttpResponse.json(mockWeather(lat, lon));
  }),
  http.get(pathPattern(routes.frostDates), ({ request }) => {
    const { lat, lon } = place(request);
    return HttpResponse.json(mockFrostDates(lat, lon));
  }),
];
