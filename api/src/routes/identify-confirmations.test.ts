import type { Confirmation } from '@pepper/contract';
import sharp from 'sharp';
import { listConfirmations } from '../services/identify/confirmations.js';
import { dataUrl, orangeLanternPepper } from '../test/identify/photos.js';
import { Client, describeDialects } from '../test/helpers.js';

const lantern = dataUrl(await orangeLanternPepper());
const big = dataUrl(
  await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#f27a0c' } })
    .jpeg()
    .toBuffer(),
);

/** Sends a user's verdict on an identification of a photo: the lantern's unless another is given. */
const confirm = (
  client: Client,
  verdict: { pepperId: number | null; candidateIds: number[]; source: string; image?: string },
) => client.post('/api/identify/confirmations', { image: lantern, ...verdict });

describeDialects('confirming an identification', (app) => {
  it('needs a signed-in user', async () => {
    const client = new Client(app);
    const res = await confirm(client, { pepperId: 3, candidateIds: [3, 4], source: 'offline' });
    expect(res.statusCode).toBe(401);
    expect((await client.get('/api/identify/confirmations')).statusCode).toBe(401);
  });

  it('keeps the confirmed candidate with the resized photo and lists it in the history, newest first', async () => {
    const client = new Client(app);
    const user = await client.register();
    const first = await confirm(client, { image: big, pepperId: 4, candidateIds: [3, 4], source: 'ai' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      pepperId: 4,
      pepperName: 'Carolina Reaper',
      candidateIds: [3, 4],
      source: 'ai',
    });
    const none = await confirm(client, { pepperId: null, candidateIds: [3], source: 'offline' });
    expect(none.json()).toMatchObject({ pepperId: null, pepperName: null });

    const history = (await client.get('/api/identify/confirmations')).json() as Confirmation[];
    expect(history.map((c) => c.pepperName)).toEqual([null, 'Carolina Reaper']);
    expect(await listConfirmations(app().db, user.id, app().catalog)).toEqual(history);

    const photo = await client.get(history[1].photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(640);
  });

  it('shows a user only their own confirmations and photos', async () => {
    const alice = await Client.signedUp(app);
    const saved = (
      await confirm(alice, { pepperId: 3, candidateIds: [3], source: 'offline' })
    ).json() as Confirmation;
    const bob = await Client.signedUp(app);
    expect((await bob.get('/api/identify/confirmations')).json()).toEqual([]);
    expect((await bob.get(saved.photoUrl)).statusCode).toBe(404);
  });

  it('refuses a verdict on a variety that was not offered, an unknown variety or a bad photo, and stores nothing', async () => {
    const client = await Client.signedUp(app);
    const cases: [unknown, number][] = [
      [{ image: lantern, pepperId: 5, candidateIds: [3, 4], source: 'offline' }, 400],
      [{ image: lantern, pepperId: 999, candidateIds: [999], source: 'offline' }, 404],
      [{ image: 'data:image/jpeg;base64,AAAA', pepperId: 3, candidateIds: [3], source: 'offline' }, 400],
      [{ image: lantern, pepperId: 3, candidateIds: [3, 3], source: 'offline' }, 400],
      [{ image: lantern, pepperId: 3, candidateIds: [3, 4, 5, 6], source: 'offline' }, 400],
      [{ image: lantern, pepperId: 3, candidateIds: [3], source: 'guess' }, 400],
      [{ image: lantern, candidateIds: [3], source: 'ai' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await client.post('/api/identify/confirmations', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await client.get('/api/identify/confirmations')).json()).toEqual([]);
  });
});
