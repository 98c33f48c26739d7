/** Budgets of writes and expensive work: per visitor session, per account and per address, answered 429 with Retry-After. */
import sharp from 'sharp';
import { publicCacheControl } from '../../lib/cache-rules.js';
import { toDateInputValue } from '@pepper/domain/dates';
import type { RateLimits } from '../../config/app-config.js';
import { Client, describeDialects, testConfig } from '../../test/helpers.js';

/** Runs `suite` on each database, with the test configuration's budgets but for `overrides`. */
function describeWithLimits(
  title: string,
  overrides: Partial<RateLimits>,
  suite: Parameters<typeof describeDialects>[1],
) {
  describeDialects(title, suite, { config: { rateLimits: { ...testConfig().rateLimits!, ...overrides } } });
}
const planting = { pepperId: 1, count: 1, place: 'container', label: 'Tray', sownOn: '2026-03-01' };
let addresses = 0;
/** An address of its own for each caller, so one case never spends another's budget. */
const newAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** A caller on one address; `from` moves it to another. */
function caller(app: ConstructorParameters<typeof Client>[0], address = newAddress()) {
  const client = new Client(app);
  const send = (method: 'POST' | 'DELETE' | 'GET', url: string, json?: unknown, from = address) =>
    client.request({ method, url, json, remoteAddress: from });
  return { client, send, address };
}

function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
  return res.json() as { statusCode: number; error: string; message: string };
}

describeWithLimits('garden writes', { gardenWrites: 3, gardenSettings: 2 }, (app) => {
  it('are limited per visitor session, whichever address it writes from', async () => {
    const visitor = caller(app);
    for (let i = 0; i < 3; i++)
      expect((await visitor.send('POST', '/api/garden/plantings', planting, newAddress())).statusCode).toBe(
        201,
      );
    const refused = await visitor.send('POST', '/api/garden/plantings', planting, newAddress());
    expect(expectRefused(refused)).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many garden changes in a minute. Please wait a moment and try again.',
    });
    expect((await visitor.client.get('/api/garden')).json().plantings).toHaveLength(3);
    // Another visitor is not held back by it.
    expect((await caller(app).send('POST', '/api/garden/plantings', planting)).statusCode).toBe(201);
  });

  it('are limited per account, across its sessions and addresses', async () => {
    const phone = caller(app);
    const { email } = await phone.client.register();
    const laptop = caller(app);
    await laptop.client.post('/api/auth/login', { email, password: 'correct horse' });
    const first = await phone.send('POST', '/api/garden/plantings', planting);
    await phone.send('DELETE', `/api/garden/plantings/${first.json().id}`);
    expect((await laptop.send('POST', '/api/garden/plantings', planting)).statusCode).toBe(201);
    expectRefused(await laptop.send('POST', '/api/garden/plantings', planting));
    expectRefused(await phone.send('POST', '/api/garden/plantings', planting));
  });

  it('are limited per address, so cookieless writes cannot each start a fresh budget', async () => {
    const address = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await caller(app, address).send('POST', '/api/garden/plantings', planting)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  });

  it('count journal entries and their deletion, and refuse before anything is stored', async () => {
    const grower = caller(app);
    const { id } = (await grower.send('POST', '/api/garden/plantings', planting)).json();
    const entry = { date: toDateInputValue(new Date()), note: 'Watered' };
    const added = await grower.send('POST', `/api/garden/plantings/${id}/entries`, entry);
    expect(added.statusCode).toBe(201);
    expect((await grower.send('DELETE', `/api/garden/entries/${added.json().id}`)).statusCode).toBe(200);
    expectRefused(await grower.send('POST', `/api/garden/plantings/${id}/entries`, entry));
    expect((await grower.client.get(`/api/garden/plantings/${id}`)).json().entries).toEqual([]);
  });

  it('of settings have a budget of their own', async () => {
    const grower = caller(app);
    const frost = { lastFrost: '2026-04-20' };
    expect((await grower.send('POST', '/api/garden/settings', frost)).statusCode).toBe(200);
    expect((await grower.send('POST', '/api/garden/settings', frost)).statusCode).toBe(200);
    expect(expectRefused(await grower.send('POST', '/api/garden/settings', frost)).message).toBe(
      'Too many changes to your garden settings in a minute. Please wait a moment and try again.',
    );
    expect((await grower.send('POST', '/api/garden/plantings', planting)).statusCode).toBe(201);
  });
});

/** A JPEG of width × height pixels. */
async function photo(width: number, height: number) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 40 } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describeWithLimits('journal photos', { photoCpuMs: 240 }, (app) => {
  it('are counted by what they cost to process, not one by one', async () => {
    // 40 ms of CPU per 10 s: a 2400×1800 photo costs 28 ms, a 400×300 one 6 ms.
    const [large, small] = [await photo(2400, 1800), await photo(400, 300)];
    const entry = (p?: string) => ({ date: toDateInputValue(new Date()), note: 'Leaves', photo: p });
    const grower = async () => {
      const g = caller(app);
      const { id } = (await g.send('POST', '/api/garden/plantings', planting)).json();
      const add = (p?: string) => g.send('POST', `/api/garden/plantings/${id}/entries`, entry(p));
      const entries = async () => (await g.client.get(`/api/garden/plantings/${id}`)).json().entries;
      return { add, entries };
    };
    const smallPhotos = await grower();
    for (let i = 0; i < 6; i++) expect((await smallPhotos.add(small)).statusCode).toBe(201);
    expectRefused(await smallPhotos.add(large));

    const largePhotos = await grower();
    expect((await largePhotos.add(large)).statusCode).toBe(201);
    const refused = await largePhotos.add(large);
    expect(expectRefused(refused).message).toBe(
      'Too many photos in a short time. Please wait a few seconds before adding another.',
    );
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    // A refused photo stored nothing; an entry without a photo is still welcome.
    expect(await largePhotos.entries()).toHaveLength(1);
    expect((await largePhotos.add()).statusCode).toBe(201);
  });

  it('are limited per address too, whatever sessions send them', async () => {
    const address = newAddress();
    const large = await photo(2400, 1800);
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const grower = caller(app, address);
      const { id } = (await grower.send('POST', '/api/garden/plantings', planting)).json();
      const res = await grower.send('POST', `/api/garden/plantings/${id}/entries`, {
        date: toDateInputValue(new Date()),
        note: 'Fruit set',
        photo: large,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 429]);
  });
});

describeWithLimits('suggestions', { suggestions: 2 }, (app) => {
  it('are limited per account, across addresses', async () => {
    const member = caller(app);
    await member.client.register();
    const send = (from: string) =>
      member.send('POST', '/api/suggestions', { content: 'Add Aji Charapita', category: 'pepper' }, from);
    expect((await send(newAddress())).statusCode).toBe(201);
    expect((await send(newAddress())).statusCode).toBe(201);
    expect(expectRefused(await send(newAddress())).message).toBe(
      'Too many suggestions in a minute. Please wait a moment and try again.',
    );
  });
});

describeWithLimits('pepper name suggestions as one types', { newQueries: 3 }, (app) => {
  it('draw on the new-search budget, while texts already answered stay free', async () => {
    const typist = caller(app);
    for (const q of ['ha', 'hab', 'haba'])
      expect((await typist.send('GET', `/api/peppers/suggest?q=${q}`)).statusCode).toBe(200);
    expect(expectRefused(await typist.send('GET', '/api/peppers/suggest?q=haban')).message).toBe(
      'Too many different searches in a minute. Please wait a moment and try again.',
    );
    expectRefused(await typist.send('GET', '/api/peppers?page=1&limit=20&search=zzz'));
    const again = await typist.send('GET', '/api/peppers/suggest?q=hab');
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe(publicCacheControl('catalogQuery'));
    expect(Array.isArray(again.json())).toBe(true);
    expect((await caller(app).send('GET', '/api/peppers/suggest?q=haban')).statusCode).toBe(200);
  });
});

describeWithLimits('imports of an export file', { imports: 2 }, (app) => {
  it('are limited per account an hour, after the sign-in check', async () => {
    expect((await caller(app).send('POST', '/api/me/import', {})).statusCode).toBe(401);
    const member = caller(app);
    await member.client.register();
    const file = (await member.client.get('/api/me/export')).json();
    expect((await member.send('POST', '/api/me/import', file)).statusCode).toBe(200);
    expect((await member.send('POST', '/api/me/import', file)).statusCode).toBe(200);
    const refused = await member.send('POST', '/api/me/import', file, newAddress());
    expect(expectRefused(refused).message).toBe('Too many imports in an hour. Please try again later.');
  });
});
