/**
 * A local stand-in for Open-Meteo's forecast (/v1/forecast), archive (/v1/archive) and geocoding (/v1/search)
 * APIs with known figures, so tests and end-to-end runs never reach the internet. It can be switched down (500)
 * or made to hang.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The forecast every place gets: a frosty first night and a scorching sixth day. */
export const FAKE_FORECAST = {
  current: { temperature_2m: 18.4, relative_humidity_2m: 71, wind_speed_10m: 12.3, uv_index: 4.2 },
  daily: {
    temperature_2m_min: [1.5, 6, 9, 12, 14, 22, 24],
    temperature_2m_max: [12, 16, 20, 24, 29, 36, 31],
    precipitation_sum: [0, 2.4, 0, 0, 5.1, 0, 0.3],
  },
};

/**
 * Frost in the record: in the north the last spring frosts of ten years run from 1 to 30 April and the first
 * autumn frosts from 1 to 30 October (medians 15 April and 15 October); in the south from 10 to 19 September
 * and on 2 May (medians 15 September and 2 May); within 15° of the equator there is none.
 */
export const FAKE_SPRING = [
  '04-01',
  '04-05',
  '04-10',
  '04-12',
  '04-14',
  '04-16',
  '04-20',
  '04-22',
  '04-25',
  '04-30',
];
export const FAKE_FALL = [
  '10-01',
  '10-04',
  '10-08',
  '10-10',
  '10-12',
  '10-18',
  '10-20',
  '10-22',
  '10-26',
  '10-30',
];

function frostDaysFor(lat: number, yearIndex: number): Set<string> {
  if (Math.abs(lat) < 15) return new Set();
  const i = ((yearIndex % 10) + 10) % 10;
  if (lat >= 0) return new Set(['01-15', '02-20', FAKE_SPRING[i], FAKE_FALL[i], '11-15', '12-20']);
  return new Set(['05-02', '06-15', '07-20', `09-${String(10 + i)}`]);
}

/** The places the fake geocoding API knows, in its answer's shape; a search matches the start of a name or postcode. */
export const FAKE_PLACES = [
  {
    id: 4887398,
    name: 'Chicago',
    latitude: 41.85003,
    longitude: -87.65005,
    country_code: 'US',
    country: 'United States',
    admin1: 'Illinois',
    timezone: 'America/Chicago',
    postcodes: ['60601', '60602'],
  },
  {
    id: 4887463,
    name: 'Chicago Heights',
    latitude: 41.50615,
    longitude: -87.6356,
    country_code: 'US',
    country: 'United States',
    admin1: 'Illinois',
    timezone: 'America/Chicago',
    postcodes: ['60411'],
  },
  {
    id: 2158177,
    name: 'Melbourne',
    latitude: -37.814,
    longitude: 144.96332,
    country_code: 'AU',
    country: 'Australia',
    admin1: 'Victoria',
    timezone: 'Australia/Melbourne',
    postcodes: ['3000'],
  },
  {
    id: 3646738,
    name: 'Caracas',
    latitude: 10.48801,
    longitude: -66.87919,
    country_code: 'VE',
    country: 'Venezuela',
    admin1: 'Distrito Capital',
    timezone: 'America/Caracas',
    postcodes: ['1010'],
  },
];

export interface FakeOpenMeteo {
  url: string;
  /** Requests seen, by path. */
  calls: { forecast: number; archive: number; search: number };
  /** 'up' answers; 'down' answers 500; 'hang' never answers. */
  mode: 'up' | 'down' | 'hang';
  close(): Promise<void>;
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export async function startFakeOpenMeteo(port = 0): Promise<FakeOpenMeteo> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeOpenMeteo = {
    url: '',
    calls: { forecast: 0, archive: 0, search: 0 },
    mode: 'up',
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const lat = Number(url.searchParams.get('latitude'));
    const lon = Number(url.searchParams.get('longitude'));
    if (url.pathname === '/v1/forecast') fake.calls.forecast += 1;
    else if (url.pathname === '/v1/archive') fake.calls.archive += 1;
    else if (url.pathname === '/v1/search') fake.calls.search += 1;
    else return send(404, { error: true, reason: 'Not found' });
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'down') return send(500, { error: true, reason: 'Service unavailable' });
    if (url.pathname === '/v1/search') {
      // Like the real API: under 2 characters is an error, no match is an answer without `results`.
      const name = (url.searchParams.get('name') ?? '').trim().toLowerCase();
      if (name.length < 2)
        return send(400, { error: true, reason: 'Parameter name must be at least 2 characters' });
      const count = Number(url.searchParams.get('count') ?? 10);
      const results = FAKE_PLACES.filter(
        (p) => p.name.toLowerCase().startsWith(name) || p.postcodes.some((c) => c.startsWith(name)),
      ).slice(0, count);
      return send(200, results.length ? { results, generationtime_ms: 0.5 } : { generationtime_ms: 0.5 });
    }
    if (!Number.isFinite(lat) || !Number.isFinite(lon))
      return send(400, { error: true, reason: 'Latitude and longitude required' });

    if (url.pathname === '/v1/forecast') {
      const today = new Date();
      const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      return send(200, {
        latitude: lat,
        longitude: lon,
        current: { time: new Date().toISOString().slice(0, 16), interval: 900, ...FAKE_FORECAST.current },
        daily: {
          time: FAKE_FORECAST.daily.temperature_2m_min.map((_, i) => day(first + i * 86_400_000)),
          ...FAKE_FORECAST.daily,
        },
      });
    }
    const start = url.searchParams.get('start_date');
    const end = url.searchParams.get('end_date');
    if (!start || !end) return send(400, { error: true, reason: 'start_date and end_date required' });
    const time: string[] = [];
    const mins: number[] = [];
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
      const date = day(t);
      const frosts = frostDaysFor(lat, Number(date.slice(0, 4)));
      time.push(date);
      mins.push(frosts.has(date.slice(5)) ? -2.5 : 7.5);
    }
    return send(200, { latitude: lat, longitude: lon, daily: { time, temperature_2m_min: mins } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
