import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { toDateInputValue } from '@pepper/domain/dates';
import { dataUrl, orangeLanternPepper } from '../test/identify/photos.js';
import { logEntry, plant } from '../test/garden.js';
import { Client, describeDialects, expectNoRowsOfAccount } from '../test/helpers.js';

const today = toDateInputValue(new Date());

async function photo(): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 160, b: 40 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An account with a favorite, a last frost, a planting, a germination with a photo and a harvest. */
async function gardener(app: () => FastifyInstance) {
  const client = new Client(app);
  const user = await client.register();
  await client.post('/api/user/favorites', { pepperId: 2 });
  await client.post('/api/garden/settings', { lastFrost: '2026-05-01' });
  const planting = await plant(client, { count: 2, label: 'Row, "A"', sownOn: '2026-03-01' });
  await logEntry(client, planting.id, {
    note: 'up',
    event: 'germinated',
    photo: await photo(),
  });
  await logEntry(client, planting.id, {
    note: '=SUM(A1)',
    event: 'harvest',
    harvestCount: 7,
    harvestWeightGrams: 120,
  });
  return { client, user, planting };
}

describeDialects('your data', (app) => {
  it('needs an account', async () => {
    const visitor = new Client(app);
    expect((await visitor.get('/api/me/export')).statusCode).toBe(401);
    expect((await visitor.get('/api/me/export/harvests.csv')).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/me/import', { format: 'pepper-atlas-export', version: 1, exportedAt: '' }))
        .statusCode,
    ).toBe(401);
    expect((await visitor.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(401);
  });

  it('exports account, plan, favorites, garden, journal with photos embedded, identifications and orders', async () => {
    const { client, user } = await gardener(app);
    const res = await client.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pepper-atlas-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = res.json();
    expect(Object.keys(doc)).toEqual([
      'format',
      'version',
      'exportedAt',
      'account',
      'plan',
      'favorites',
      'garden',
      'journal',
      'seeds',
      'identifications',
      'orders',
      'ratings',
    ]);
    expect(doc.account).toMatchObject({ email: user.email, name: 'Tester' });
    expect(doc.plan).toMatchObject({ planType: 'free' });
    expect(doc.favorites).toEqual([expect.objectContaining({ pepperId: 2, recipeId: null })]);
    expect(doc.garden.lastFrost).toBe('2026-05-01');
    expect(doc.garden.plantings).toEqual([
      expect.objectContaining({ pepperId: 1, label: 'Row, "A"', place: 'ground', sownOn: '2026-03-01' }),
    ]);
    expect(doc.journal.map((e: { event: string }) => e.event)).toEqual(['germinated', 'harvest']);
    expect(doc.journal[0].photo).toMatch(/^data:image\/webp;base64,/);
    expect(doc.identifications).toEqual([]);
    expect(doc.orders).toEqual([]);
  });

  it('exports the identifications the user confirmed, with their photos, and deleting the account removes them', async () => {
    const { client } = await gardener(app);
    const lantern = dataUrl(await orangeLanternPepper());
    expect(
      (
        await client.post('/api/identify/confirmations', {
          image: lantern,
          pepperId: 3,
          candidateIds: [3, 4],
          source: 'offline',
        })
      ).statusCode,
    ).toBe(201);
    const doc = (await client.get('/api/me/export')).json();
    expect(doc.identifications).toEqual([
      expect.objectContaining({ pepperId: 3, candidateIds: [3, 4], source: 'offline' }),
    ]);
    expect(doc.identifications[0].photo).toMatch(/^data:image\/jpeg;base64,/);
    const me = (await client.get('/api/user')).json();
    expect((await client.post('/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
    expect(await app().db('identification_confirmations').where({ user_id: me.id }).first()).toBeUndefined();
  });

  it('exports harvests as CSV, quoting commas and defusing formulas', async () => {
    const { client } = await gardener(app);
    const res = await client.get('/api/me/export/harvests.csv');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe('date,variety,planting,count,weight_grams,note');
    expect(row).toMatch(new RegExp(`^${today},[^,]+,"Row, ""A""",7,120,'=SUM\\(A1\\)$`));
    expect(end).toBe('');
  });

  it('imports an export into another account; the same file twice creates no duplicates', async () => {
    const { client } = await gardener(app);
    const doc = (await client.get('/api/me/export')).json();
    const other = await Client.signedUp(app);
    const first = await other.post('/api/me/import', doc);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: { favorites: 1, garden: 1, journal: 2, seeds: 0 } });
    const again = await other.post('/api/me/import', doc);
    expect(again.json()).toEqual({ imported: { favorites: 0, garden: 0, journal: 0, seeds: 0 } });
    const garden = (await other.get('/api/garden')).json();
    expect(garden.plantings).toHaveLength(1);
    expect(garden.lastFrost).toBe('2026-05-01');
    expect(garden.harvestTotals[0]).toMatchObject({ count: 7, weightGrams: 120 });
    const detail = (await other.get(`/api/garden/plantings/${garden.plantings[0].id}`)).json();
    expect(detail.entries).toHaveLength(2);
    const withPhoto = detail.entries.find((e: { photoUrl: string | null }) => e.photoUrl);
    expect((await other.get(withPhoto.photoUrl)).statusCode).toBe(200);
    expect((await client.post('/api/me/import', doc)).json()).toEqual({
      imported: { favorites: 0, garden: 0, journal: 0, seeds: 0 },
    });
  });

  it('refuses a file with bad content and writes nothing of it', async () => {
    const { client } = await gardener(app);
    const doc = (await client.get('/api/me/export')).json();
    const fresh = await Client.signedUp(app);
    const unknownVariety = structuredClone(doc);
    unknownVariety.garden.plantings[0].pepperId = 99999;
    expect((await fresh.post('/api/me/import', unknownVariety)).json().message).toMatch(
      /variety that does not exist/,
    );
    const impossibleDay = structuredClone(doc);
    impossibleDay.garden.plantings[0].sownOn = '2026-02-30';
    expect((await fresh.post('/api/me/import', impossibleDay)).json().message).toMatch(/not a real date/);
    const badPhoto = structuredClone(doc);
    badPhoto.journal[0].photo = `data:image/png;base64,${Buffer.from('nope').toString('base64')}`;
    expect((await fresh.post('/api/me/import', badPhoto)).statusCode).toBe(400);
    const negative = structuredClone(doc);
    negative.journal[1].harvestCount = -4;
    expect((await fresh.post('/api/me/import', negative)).statusCode).toBe(400);
    expect((await fresh.post('/api/me/import', { ...doc, format: 'other' })).statusCode).toBe(400);
    expect((await fresh.get('/api/garden')).json().plantings).toEqual([]);
    expect((await fresh.get('/api/user/favorites')).json()).toEqual([]);
  });

  it('deletes the account with everything in it after confirmation', async () => {
    const { client, user, planting } = await gardener(app);
    const entry = (await client.get(`/api/garden/plantings/${planting.id}`))
      .json()
      .entries.find((e: { photoUrl: string | null }) => e.photoUrl);
    expect((await client.post('/api/me/delete', {})).statusCode).toBe(400);
    expect((await client.post('/api/me/delete', { confirm: 'yes' })).statusCode).toBe(400);
    const otherDevice = new Client(app);
    expect(
      (await otherDevice.post('/api/auth/login', { email: user.email, password: 'correct horse' }))
        .statusCode,
    ).toBe(200);
    const res = await client.post('/api/me/delete', { confirm: 'DELETE' });
    expect(res.json()).toEqual({ ok: true });
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/garden')).json()).toMatchObject({ signedIn: false, plantings: [] });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await client.get(entry.photoUrl)).statusCode).toBe(404);
    await expectNoRowsOfAccount(app(), user);
    expect(await app().db('users').where({ id: user.id }).first()).toBeUndefined();
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: 'correct horse' })).statusCode,
    ).toBe(401);
  });

  it('asks to cancel a paying subscription before deleting the account', async () => {
    const client = new Client(app);
    const user = await client.register();
    await app()
      .db('users')
      .where({ id: user.id })
      .update({ plan_type: 'premium', subscription_status: 'active' });
    const res = await client.post('/api/me/delete', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cancel your subscription before deleting the account');
    expect(await app().db('users').where({ id: user.id }).first()).toBeDefined();
  });
});
