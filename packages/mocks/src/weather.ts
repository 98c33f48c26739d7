/** Mocked weather and frost dates: a week with one frost night and one scorching day, and a temperate place. */
import { pathPattern, routes, type FrostDates, type PlaceMatch, type Weather } from '@pepper/contract';
import { apiError } from './api-error';
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

/** The places the mock search knows: like-named towns appear in both hemispheres, as in the real search. */
export const MOCK_PLACES: PlaceMatch[] = [
  { name: 'Chicago', label: 'Chicago, Illinois, United States', lat: 41.85, lon: -87.65 },
  { name: 'Chicago Heights', label: 'Chicago Heights, Illinois, United States', lat: 41.51, lon: -87.64 },
  { name: 'Melbourne', label: 'Melbourne, Victoria, Australia', lat: -37.81, lon: 144.96 },
  { name: 'Melbourne', label: 'Melbourne, Florida, United States', lat: 28.08, lon: -80.61 },
  { name: '60601', label: '60601, Chicago, Illinois, United States', lat: 41.89, lon: -87.62 },
];

export const weatherHandlers = [
  http.get(pathPattern(routes.places), ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
    if (q.length < 2) return apiError(400, 'querystring/q must NOT have fewer than 2 characters');
    const found = MOCK_PLACES.filter((p) => p.label.toLowerCase().startsWith(q.toLowerCase()));
    if (!found.length)
      return apiError(
        404,
        `No place called "${q}" was found: check the spelling, or try a nearby town or a postcode`,
      );
    return HttpResponse.json({ places: found });
  }),
  http.get(pathPattern(routes.weather), ({ request }) => {
    const { lat, lon } = place(request);
    return HttpResponse.json(mockWeather(lat, lon));
  }),
  http.get(pathPattern(routes.frostDates), ({ request }) => {
    const { lat, lon } = place(request);
    return HttpResponse.json(mockFrostDates(lat, lon));
  }),
];
