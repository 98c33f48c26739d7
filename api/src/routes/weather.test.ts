import { afterAll, afterEach } from 'vitest';
import { OpenMeteo } from '../services/weather/open-meteo.js';
import {
  FROST_UNAVAILABLE,
  WEATHER_UNAVAILABLE,
  WeatherService,
} from '../services/weather/weather-service.js';
import { startFakeOpenMeteo } from '../test/open-meteo/fake-open-meteo.js';
import { describeAsVisitor } from '../test/helpers.js';

const fake = await startFakeOpenMeteo();
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = 'up';
});

// Long enough for the local fake to answer on a busy machine, short enough that waiting it out stays quick.
const TIMEOUT_MS = 2_000;

/** Runs `suite` as a visitor of an API that asks the fake Open-Meteo for its weather. */
function describeWithFakeWeather(title: string, suite: Parameters<typeof describeAsVisitor>[1]) {
  describeAsVisitor(title, suite, {
    config: { openMeteoUrl: fake.url, openMeteoArchiveUrl: fake.url, weatherTimeoutMs: TIMEOUT_MS },
  });
}

const source = () =>
  new OpenMeteo({
    forecastUrl: fake.url,
    archiveUrl: fake.url,
    geocodingUrl: fake.url,
    timeoutMs: TIMEOUT_MS,
  });

describeWithFakeWeather('weather for a place', (client, app) => {
  it('answers the current conditions and the week ahead, rounded to 0.1°, with frost and heat warnings', async () => {
    const res = await client.get('/api/weather?lat=51.5074&lon=-0.1278');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.place).toEqual({ lat: 51.5, lon: -0.1 });
    expect(body.current).toEqual({ temperatureC: 18.4, humidityPercent: 71, windKph: 12.3, uvIndex: 4.2 });
    expect(body).toMatchObject({ stale: false, ageMinutes: 0 });
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toMatchObject({
      minC: 1.5,
      maxC: 12,
      precipitationMm: 0,
      frostRisk: true,
      heatRisk: false,
    });
    expect(body.days[1]).toMatchObject({
      minC: 6,
      maxC: 16,
      precipitationMm: 2.4,
      frostRisk: false,
      heatRisk: false,
    });
    expect(body.days[5]).toMatchObject({ maxC: 36, frostRisk: false, heatRisk: true });
    expect(
      body.warnings.map((w: { kind: string; temperatureC: number }) => [w.kind, w.temperatureC]),
    ).toEqual([
      ['frost', 1.5],
      ['heat', 36],
    ]);
    expect(body.warnings[0].date).toBe(body.days[0].date);
    expect(body.warnings[0].advice).toMatch(/fleece/);
  });

  it('asks the weather service once per 0.1° cell in 15 minutes, for every process on the database', async () => {
    const before = fake.calls.forecast;
    expect((await client.get('/api/weather?lat=48.8566&lon=2.3522')).statusCode).toBe(200);
    expect((await client.get('/api/weather?lat=48.87&lon=2.37')).json().place).toEqual({
      lat: 48.9,
      lon: 2.4,
    });
    expect(fake.calls.forecast).toBe(before + 1);
    // Another API process on the same database answers from the same cache.
    const other = new WeatherService(app().db, source());
    expect((await other.weather(48.86, 2.36)).current.temperatureC).toBe(18.4);
    expect(fake.calls.forecast).toBe(before + 1);
  });

  it('fetches again once the cached forecast is 15 minutes old', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const service = new WeatherService(app().db, source(), () => now);
    const before = fake.calls.forecast;
    await service.weather(10.1, 10.1);
    now = new Date('2026-06-01T12:14:59Z');
    expect((await service.weather(10.1, 10.1)).ageMinutes).toBe(14);
    expect(fake.calls.forecast).toBe(before + 1);
    now = new Date('2026-06-01T12:15:00Z');
    expect((await service.weather(10.1, 10.1)).ageMinutes).toBe(0);
    expect(fake.calls.forecast).toBe(before + 2);
  });

  it('serves the last figures with their age and a clear message when the weather service is down', async () => {
    let now = new Date('2026-06-01T08:00:00Z');
    const service = new WeatherService(app().db, source(), () => now);
    await service.weather(20.2, 20.2);
    fake.mode = 'down';
    now = new Date('2026-06-01T08:20:00Z');
    const answer = await service.weather(20.2, 20.2);
    expect(answer).toMatchObject({ stale: true, ageMinutes: 20 });
    expect(answer.message).toBe(
      'The weather service is not answering right now. These are the last figures we have, from 20 minutes ago.',
    );
    expect(answer.current.temperatureC).toBe(18.4);
  });

  it('answers 503 with a message and a retry time, never a 500, when nothing is kept for the place', async () => {
    fake.mode = 'down';
    const res = await client.get('/api/weather?lat=-12.3&lon=45.6');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: WEATHER_UNAVAILABLE,
    });
  });

  it('gives up on a weather service that does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const res = await client.get('/api/weather?lat=-22.3&lon=45.6');
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it.each([
    ['a latitude above 90', 'lat=90.5&lon=0'],
    ['a longitude below -180', 'lat=0&lon=-180.1'],
    ['a latitude that is not a number', 'lat=north&lon=0'],
    ['no longitude', 'lat=10'],
    ['no position at all', ''],
    ['an unknown parameter', 'lat=10&lon=10&units=f'],
  ])('refuses %s with 400 JSON', async (_case, query) => {
    for (const path of ['/api/weather', '/api/frost-dates']) {
      const res = await client.get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describeWithFakeWeather('frost dates for a place', (client, app) => {
  it('takes the median last spring and first fall frost over ten years of record, for a 0.25° cell', async () => {
    const res = await client.get('/api/frost-dates?lat=40.7128&lon=-74.006');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      place: { lat: 40.75, lon: -74 },
      hemisphere: 'north',
      lastSpringFrost: '04-15',
      firstFallFrost: '10-15',
      frostFreeDays: 183,
      years: 10,
    });
  });

  it('asks the climate record once per cell and keeps the answer in the database', async () => {
    const before = fake.calls.archive;
    await client.get('/api/frost-dates?lat=45.5&lon=-73.6');
    await client.get('/api/frost-dates?lat=45.55&lon=-73.55');
    expect(fake.calls.archive).toBe(before + 1);
    fake.mode = 'down';
    expect((await new WeatherService(app().db, source()).frostDates(45.45, -73.6)).lastSpringFrost).toBe(
      '04-15',
    );
  });

  it('reads the southern hemisphere with its season over the new year', async () => {
    const body = (await client.get('/api/frost-dates?lat=-33.87&lon=151.21')).json();
    expect(body).toMatchObject({
      hemisphere: 'south',
      lastSpringFrost: '09-15',
      firstFallFrost: '05-02',
      frostFreeDays: 229,
    });
  });

  it('gives no dates where frost does not come', async () => {
    const body = (await client.get('/api/frost-dates?lat=1.35&lon=103.82')).json();
    expect(body).toMatchObject({
      lastSpringFrost: null,
      firstFallFrost: null,
      frostFreeDays: null,
      years: 10,
    });
  });

  it('answers 503 with a message when the climate record is down, and keeps nothing', async () => {
    fake.mode = 'down';
    const res = await client.get('/api/frost-dates?lat=60.17&lon=24.94');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(FROST_UNAVAILABLE);
    expect(await app().db('frost_dates').where({ cell: '60.25,25' }).first()).toBeUndefined();
  });
});
