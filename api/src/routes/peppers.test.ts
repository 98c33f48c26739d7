import zlib from 'node:zlib';
import { pepperSvg } from '@pepper/content/illustrations';
import { fixtures } from '../test/fixtures.js';
import { describeAsVisitor } from '../test/helpers.js';

describeAsVisitor('peppers', (client, app) => {
  it('answers a page with peppers, total and totalPages', async () => {
    const res = await client.get('/api/peppers?page=1&limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.peppers).toHaveLength(2);
    expect(body.total).toBe(7);
    expect(body.totalPages).toBe(4);
  });

  it('answers every matching pepper without a limit (the plain form)', async () => {
    const body = (await client.get('/api/peppers?page=1&search=&heatLevel=&origin=')).json();
    expect(body.peppers).toHaveLength(7);
    expect(body.totalPages).toBe(1);
  });

  it('sorts names with digits after letters', async () => {
    const names = (await client.get('/api/peppers')).json().peppers.map((p: { name: string }) => p.name);
    expect(names.at(-1)).toBe('7 Pot Douglah');
    expect(names[0]).toBe('Bell Pepper');
  });

  it('carries only what a card needs in lists', async () => {
    const [card] = (await client.get('/api/peppers?limit=1')).json().peppers;
    expect(Object.keys(card).sort()).toEqual(
      [
        'baseName',
        'featured',
        'heatLevel',
        'id',
        'imageUrl',
        'name',
        'origin',
        'scientificName',
        'shu',
        'shuMax',
        'shuMin',
        'species',
      ].sort(),
    );
  });

  it('finds Jalapeño from "jalapeno", by base name and by common name', async () => {
    const names = (q: string) =>
      client
        .get(`/api/peppers?search=${encodeURIComponent(q)}`)
        .then((r) => r.json().peppers.map((p: { name: string }) => p.name));
    expect(await names('jalapeno')).toEqual(['Jalapeño', 'Purple Jalapeño']);
    expect(await names('JALAPEÑO')).toHaveLength(2);
    expect(await names('huachinango')).toEqual(['Jalapeño']);
  });

  it('forgives typos, ranks the whole name first, and keeps the other filters and paging', async () => {
    const names = (q: string) =>
      client
        .get(`/api/peppers?page=1&limit=20&${q}`)
        .then((r) => r.json().peppers.map((p: { name: string }) => p.name));
    expect((await names('search=habenero'))[0]).toBe('Habanero');
    expect((await names('search=carolina%20reapr'))[0]).toBe('Carolina Reaper');
    expect((await names('search=jalapeno'))[0]).toBe('Jalapeño');
    expect(await names('search=jalapeno&heatLevel=mild')).toEqual([]);
    const paged = (await client.get('/api/peppers?page=2&limit=1&search=jalapeno')).json();
    expect(paged).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.peppers.map((p: { name: string }) => p.name)).toEqual(['Purple Jalapeño']);
  });

  it('offers the closest name when a search finds nothing', async () => {
    const none = (await client.get('/api/peppers?page=1&limit=20&search=shishitoooo')).json();
    expect(none).toMatchObject({ total: 0, didYouMean: 'Shishito' });
    expect(
      (await client.get('/api/peppers?page=1&limit=20&search=shishito')).json().didYouMean,
    ).toBeUndefined();
  });

  it('suggests up to 6 peppers while a name is typed, from 2 characters', async () => {
    const suggest = (q: string) => client.get(`/api/peppers/suggest?q=${encodeURIComponent(q)}`);
    expect((await suggest('h')).json()).toEqual([]);
    const hits = (await suggest('haba')).json();
    expect(hits[0]).toMatchObject({
      name: 'Habanero',
      heatLevel: expect.any(String),
      shuMax: expect.any(Number),
    });
    expect(hits.length).toBeLessThanOrEqual(6);
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
    expect((await client.get('/api/peppers/suggest')).statusCode).toBe(400);
  });

  it('names each pepper’s heat level from its SHU by the heat scale, whatever its entry says', async () => {
    const level = async (id: number) => (await client.get(`/api/peppers/${id}`)).json().heatLevel;
    // The fixtures' entries say mild, hot and extreme; the scale names them by their typical heat.
    expect(await level(5)).toBe('no-heat');
    expect(await level(3)).toBe('very-hot');
    expect(await level(4)).toBe('superhot');
    expect(await level(1)).toBe('medium');
    const bell = (await client.get('/api/peppers?heatLevel=no-heat')).json();
    expect(bell.peppers.map((p: { name: string }) => p.name)).toEqual(['Bell Pepper']);
  });

  it('understands the specification’s four heat words as filters on the one scale', async () => {
    const names = async (word: string) => {
      const res = await client.get(`/api/peppers?heatLevel=${word}`);
      expect(res.statusCode, word).toBe(200);
      return res.json().peppers.map((p: { name: string }) => p.name);
    };
    // mild, medium and hot are the scale's levels; extreme is the hottest peppers, Very Hot and Superhot.
    expect(await names('mild')).toEqual(['Shishito']);
    expect(await names('medium')).toEqual(['Jalapeño', 'Purple Jalapeño']);
    expect(await names('hot')).toEqual([]);
    expect(await names('extreme')).toEqual(['Carolina Reaper', 'Habanero', '7 Pot Douglah']);
    const page = (await client.get('/api/peppers?heatLevel=extreme&page=1&limit=2')).json();
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    // Each pepper still names its own level.
    expect(page.peppers.map((p: { heatLevel: string }) => p.heatLevel)).toEqual(['superhot', 'very-hot']);
  });

  it("ignores 'all' and empty filters, applies heat level, origin and letter", async () => {
    expect((await client.get('/api/peppers?heatLevel=all&origin=')).json().total).toBe(7);
    expect((await client.get('/api/peppers?heatLevel=superhot')).json().total).toBe(2);
    expect((await client.get('/api/peppers?origin=USA')).json().peppers[0].name).toBe('Carolina Reaper');
    expect((await client.get('/api/peppers?origin=mexico')).json().total).toBe(4);
    expect((await client.get('/api/peppers?letter=7')).json().peppers[0].name).toBe('7 Pot Douglah');
  });

  it('caps the limit at 100 and answers an empty page past the end', async () => {
    const capped = (await client.get('/api/peppers?limit=5000')).json();
    expect(capped.totalPages).toBe(1);
    const past = (await client.get('/api/peppers?page=9&limit=20')).json();
    expect(past.peppers).toEqual([]);
    expect(past.total).toBe(7);
  });

  it('refuses wrong types and unknown query fields with 400 JSON', async () => {
    for (const q of ['page=abc', 'limit=0', 'sort=name', 'heatLevel=nuclear', 'letter=AB']) {
      const res = await client.get(`/api/peppers?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('answers the all-peppers form as an array', async () => {
    const res = await client.get('/api/peppers/all');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toHaveLength(7);
  });

  it('names the letters some pepper starts with, for the letter bar, in its order', async () => {
    const res = await client.get('/api/peppers/letters');
    expect(res.statusCode).toBe(200);
    // Bell Pepper, Carolina Reaper, Habanero, Jalapeño, Purple Jalapeño, Shishito, 7 Pot Douglah.
    expect(res.json()).toEqual(['B', 'C', 'H', 'J', 'P', 'S', '7']);
  });

  it('packs every pepper in full for offline use, and nothing the recipe list or the drawings already give', async () => {
    const res = await client.get('/api/offline-pack');
    expect(res.statusCode).toBe(200);
    const pack = res.json();
    expect(Object.keys(pack).sort()).toEqual(['peppers', 'version']);
    expect(pack.peppers).toHaveLength(7);
    expect(pack.peppers.find((p: { name: string }) => p.name === 'Habanero')).toMatchObject({
      shape: 'lantern',
      culinaryUses: ['salsa', 'pickling'],
    });
    // Drawn on the device by the function the server draws with: the same drawing.
    const [address] = pack.peppers[0].imageUrl.split('?');
    expect(pepperSvg(pack.peppers[0])).toBe((await client.get(address)).body);
    expect(typeof pack.version).toBe('string');
  });

  it('answers one pepper with its full record, or a 404 JSON error', async () => {
    const pepper = (await client.get('/api/peppers/3')).json();
    expect(pepper).toMatchObject({ name: 'Habanero', shape: 'lantern', culinaryUses: ['salsa', 'pickling'] });
    for (const id of ['999', 'abc', '0']) {
      const res = await client.get(`/api/peppers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Pepper not found' });
    }
  });

  it('answers 304 when the list is unchanged (ETag)', async () => {
    const first = await client.get('/api/peppers?page=1&limit=20&search=hab');
    const again = await client.get('/api/peppers?page=1&limit=20&search=hab', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli or gzip as the client accepts', async () => {
    const br = await app().inject({ url: '/api/peppers', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).peppers).toHaveLength(7);
    const gz = await app().inject({ url: '/api/peppers', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).peppers).toHaveLength(7);
  });

  it('answers lists and details from memory, without touching the database', async () => {
    await client.get('/api/peppers?page=1&limit=20&search=hab');
    let queries = 0;
    const count = () => queries++;
    app().db.on('query', count);
    try {
      await client.get('/api/peppers?page=1&limit=20&search=hab');
      await client.get('/api/peppers?page=2&limit=20&search=reaper');
      await client.get('/api/peppers/1');
      await client.get('/api/peppers');
    } finally {
      app().db.off('query', count);
    }
    expect(queries).toBe(0);
  });

  it('draws an SVG illustration per pepper and recipe, cached as immutable', async () => {
    const svg = await client.get('/api/images/peppers/3.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('immutable');
    expect(svg.body).toContain('<svg');
    expect((await client.get('/api/images/recipes/1.svg')).statusCode).toBe(200);
    expect((await client.get('/api/images/grow-kits/1.svg')).statusCode).toBe(200);
    expect((await client.get('/api/images/merchandise/1.svg')).statusCode).toBe(200);
    expect((await client.get('/api/images/peppers/999.svg')).statusCode).toBe(404);
    expect((await client.get('/api/images/peppers/abc.svg')).statusCode).toBe(400);
  });

  it('defaults imageUrl to the illustration until a photo is researched, at an address that names the drawing', async () => {
    const url: string = (await client.get('/api/peppers/3')).json().imageUrl;
    expect(url).toMatch(/^\/api\/images\/peppers\/3\.svg\?v=[0-9a-f]{10}$/);
    const svg = await client.get(url);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toBe((await client.get('/api/images/peppers/3.svg')).body);
    // Another drawing, another address: a changed pod is never served from an old cache entry.
    const other: string = (await client.get('/api/peppers/1')).json().imageUrl;
    expect(other.split('?v=')[1]).not.toBe(url.split('?v=')[1]);
    const recipe = (await client.get('/api/recipes')).json()[0];
    expect(recipe.imageUrl).toMatch(new RegExp(`^/api/images/recipes/${recipe.id}\\.svg\\?v=[0-9a-f]{10}$`));
  });
});

const sunglo = {
  ...fixtures.peppers[0],
  id: 8,
  name: 'NuMex Sunglo',
  commonNames: ['Sunglo'],
  featured: false,
  shuMin: 1000,
  shuMax: 10000,
  shuMeasured: false as const,
};

describeAsVisitor(
  'a pepper whose heat was never measured',
  (client) => {
    it('says so in its card and its record, and measured peppers carry no such flag', async () => {
      const cards = (await client.get('/api/peppers')).json().peppers;
      expect(cards.find((p: { name: string }) => p.name === 'NuMex Sunglo').shuMeasured).toBe(false);
      expect(cards.find((p: { name: string }) => p.name === 'Habanero')).not.toHaveProperty('shuMeasured');
      expect((await client.get('/api/peppers/8')).json()).toMatchObject({
        shuMeasured: false,
        shuMax: 10000,
      });
      expect((await client.get('/api/peppers/3')).json()).not.toHaveProperty('shuMeasured');
    });
  },
  { content: { ...fixtures, peppers: [...fixtures.peppers, sunglo] } },
);
