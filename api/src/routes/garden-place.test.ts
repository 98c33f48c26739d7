import { afterAll, afterEach } from 'vitest';
import { addDays, toDateInputValue } from '@pepper/domain/dates';
import { seasonLastFrost } from '@pepper/domain/weather';
import { PLACE_SEARCH_UNAVAILABLE, FROST_UNAVAILABLE } from '../services/weather/weather-service.js';
import { startFakeOpenMeteo } from '../test/open-meteo/fake-open-meteo.js';
import { Client, describeDialects, expectNoRowsOfAccount } from '../test/helpers.js';

const fake = await startFakeOpenMeteo();
afterAll(() => fake.close());
afterEach(() => {
  fake.mode = 'up';
});

const config = {
  openMeteoUrl: fake.url,
  openMeteoArchiveUrl: fake.url,
  openMeteoGeocodingUrl: fake.url,
  // Long enough for the local fake to answer on a busy machine; no test here waits for it to run out.
  weatherTimeoutMs: 5_000,
};
const daysFromToday = (n: number) => toDateInputValue(addDays(new Date(), n));
const chicago = { name: 'Chicago, Illinois, United States', lat: 41.85003, lon: -87.65005 };
const melbourne = { name: 'Melbourne, Victoria, Australia', lat: -37.814, lon: 144.96332 };

describeDialects(
  "a grower's place",
  (app) => {
    it('finds a typed town or postcode through the geocoding API, with region and country', async () => {
      const client = new Client(app);
      const res = await client.get('/api/places?q=Chicago');
      expect(res.statusCode).toBe(200);
      expect(res.json().places).toEqual([
        { name: 'Chicago', label: 'Chicago, Illinois, United States', lat: 41.85003, lon: -87.65005 },
        {
          name: 'Chicago Heights',
          label: 'Chicago Heights, Illinois, United States',
          lat: 41.50615,
          lon: -87.6356,
        },
      ]);
      expect((await client.get('/api/places?q=60601')).json().places[0].name).toBe('Chicago');
    });

    it('refuses a search under 2 characters (400) and says when no place is found (404)', async () => {
      const client = new Client(app);
      const before = fake.calls.search;
      for (const q of ['C', '', '%20%20', '%20x%20'])
        expect((await client.get(`/api/places?q=${q}`)).statusCode, q).toBe(400);
      expect(fake.calls.search).toBe(before);
      const unknown = await client.get('/api/places?q=Zzyzxville');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'No place called "Zzyzxville" was found: check the spelling, or try a nearby town or a postcode',
      );
    });

    it('answers 503 with a message when the place search is down', async () => {
      fake.mode = 'down';
      const res = await new Client(app).get('/api/places?q=Chicago');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(PLACE_SEARCH_UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('300');
    });

    it('gives the frost dates, hemisphere and season from the place, for a visitor', async () => {
      const client = new Client(app);
      const res = await client.post('/api/garden/settings', { place: chicago });
      expect(res.statusCode).toBe(200);
      const garden = res.json();
      expect(garden.place).toMatchObject({
        name: 'Chicago, Illinois, United States',
        lat: 41.85,
        lon: -87.65,
        hemisphere: 'north',
        lastSpringFrost: expect.stringMatching(/^04-1\d$/),
        firstFallFrost: expect.stringMatching(/^10-1\d$/),
      });
      expect(['Winter', 'Spring', 'Summer', 'Fall']).toContain(garden.place.season);
      expect(garden.lastFrost).toBeNull();
      expect(garden.planLastFrost).toBe(seasonLastFrost(garden.place.lastSpringFrost, new Date()));

      // The plan dates the outdoor steps from it.
      const planting = (
        await client.post('/api/garden/plantings', {
          pepperId: 1,
          count: 1,
          place: 'ground',
          label: '',
          sownOn: daysFromToday(0),
        })
      ).json();
      expect(planting.seasonNote?.kind).not.toBe('needs-place');
      const plan = (await client.get(`/api/garden/plantings/${planting.id}`)).json().plan;
      expect(plan.map((t: { kind: string }) => t.kind)).toContain('transplant');

      const south = (await client.post('/api/garden/settings', { place: melbourne })).json();
      expect(south.place).toMatchObject({
        hemisphere: 'south',
        lastSpringFrost: expect.stringMatching(/^09-/),
      });
    });

    it('lets a frost date typed by hand override the place, and clears either', async () => {
      const client = new Client(app);
      await client.post('/api/garden/settings', { place: chicago });
      const typed = (await client.post('/api/garden/settings', { lastFrost: '2027-05-10' })).json();
      expect(typed).toMatchObject({ lastFrost: '2027-05-10', planLastFrost: '2027-05-10' });
      expect(typed.place.name).toBe(chicago.name);
      const cleared = (await client.post('/api/garden/settings', { lastFrost: null, place: null })).json();
      expect(cleared).toMatchObject({ lastFrost: null, place: null, planLastFrost: null });
    });

    it('refuses a frost date that is not a date, a place off the globe and an empty change, changing nothing', async () => {
      const client = new Client(app);
      await client.post('/api/garden/settings', { place: chicago });
      for (const body of [
        { lastFrost: 'soon' },
        { lastFrost: '2027-02-30' },
        { place: { ...chicago, lat: 123 } },
        { place: { ...chicago, name: '' } },
        { place: { name: 'Chicago' } },
        {},
      ])
        expect((await client.post('/api/garden/settings', body)).statusCode, JSON.stringify(body)).toBe(400);
      expect((await client.get('/api/garden')).json()).toMatchObject({
        lastFrost: null,
        place: { name: chicago.name },
      });
    });

    it('changes nothing when the climate record does not answer (503)', async () => {
      const client = new Client(app);
      fake.mode = 'down';
      // A place whose frost dates are not cached yet.
      const res = await client.post('/api/garden/settings', {
        place: { name: 'Far north', lat: 64.1, lon: -21.9 },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(FROST_UNAVAILABLE);
      expect((await client.get('/api/garden')).json().place).toBeNull();
    });

    it("moves a visitor's place to the account at sign-up, exports it and deletes it with the account", async () => {
      const client = new Client(app);
      await client.post('/api/garden/settings', { place: chicago });
      const user = await client.register();
      const garden = (await client.get('/api/garden')).json();
      expect(garden).toMatchObject({ signedIn: true, place: { name: chicago.name, hemisphere: 'north' } });

      const doc = (await client.get('/api/me/export')).json();
      expect(doc.garden.yourPlace).toMatchObject({
        name: chicago.name,
        lat: 41.85,
        lon: -87.65,
        lastSpringFrost: garden.place.lastSpringFrost,
      });
      // Imported into another account, the place comes along.
      const other = await Client.signedUp(app);
      expect((await other.post('/api/me/import', doc)).statusCode).toBe(200);
      expect((await other.get('/api/garden')).json().place).toMatchObject({ name: chicago.name });

      expect((await client.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
      await expectNoRowsOfAccount(app(), user);
    });
  },
  { config },
);
