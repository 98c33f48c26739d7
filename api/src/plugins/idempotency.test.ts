import { randomUUID } from 'node:crypto';
import { hashBody, pruneKeys, IDEMPOTENCY_TTL_MS } from '../services/writes/idempotency.js';
import { balconyPlanting } from '../test/garden.js';
import { Client, describeDialects } from '../test/helpers.js';

const keyed = (key: string) => ({ 'idempotency-key': key });

describeDialects('idempotent writes', (app) => {
  const plantingsLabelled = (label: string) =>
    app().db('garden_plantings').where({ label }).count({ n: '*' });
  const countOf = async (label: string) => Number((await plantingsLabelled(label))[0].n);
  const grower = () => Client.signedUp(app);
  const plantWithKey = (client: Client, body: object, key: string) =>
    client.post('/api/garden/plantings', body, keyed(key));
  /** The same request sent twice, one after the other: both answers. */
  const twice = async <T>(send: () => Promise<T>) => [await send(), await send()];

  it('answers a repeat with the first answer and stores the planting once', async () => {
    const client = await grower();
    const key = randomUUID();
    const body = { ...balconyPlanting, label: 'retried once' };
    const [first, again] = await twice(() => plantWithKey(client, body, key));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(await countOf('retried once')).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const client = await grower();
    const key = randomUUID();
    const first = await plantWithKey(client, { ...balconyPlanting, label: 'first body' }, key);
    expect(first.statusCode).toBe(201);
    const other = await plantWithKey(client, { ...balconyPlanting, label: 'other body' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    expect(await countOf('first body')).toBe(1);
    expect(await countOf('other body')).toBe(0);
  });

  it('runs two requests sent at once with one key once: a 409 or the same answer, and one row', async () => {
    const client = await grower();
    const key = randomUUID();
    const body = { ...balconyPlanting, label: 'sent twice at once' };
    const answers = await Promise.all([plantWithKey(client, body, key), plantWithKey(client, body, key)]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json());
    expect(new Set(created.map((p) => p.id)).size).toBe(1);
    const refused = answers.find((res) => res.statusCode === 409);
    if (refused) {
      expect(refused.json()).toMatchObject({ code: 'idempotency_key_in_use' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countOf('sent twice at once')).toBe(1);
  });

  it('refuses an empty or overlong key with 400, before anything is stored', async () => {
    const client = await grower();
    const body = { ...balconyPlanting, label: 'bad key' };
    const empty = await plantWithKey(client, body, '');
    const long = await plantWithKey(client, body, 'k'.repeat(256));
    expect(empty.statusCode).toBe(400);
    expect(long.statusCode).toBe(400);
    expect(await countOf('bad key')).toBe(0);
    const longest = await plantWithKey(client, body, 'k'.repeat(255));
    expect(longest.statusCode).toBe(201);
  });

  it("never answers one caller with another caller's answer", async () => {
    const alice = await grower();
    const bob = await grower();
    const key = randomUUID();
    const body = { ...balconyPlanting, label: 'same key, two growers' };
    const hers = await plantWithKey(alice, body, key);
    const his = await plantWithKey(bob, body, key);
    expect(hers.statusCode).toBe(201);
    expect(his.statusCode).toBe(201);
    expect(his.headers['idempotent-replayed']).toBeUndefined();
    expect(his.json().id).not.toBe(hers.json().id);
    expect(await countOf('same key, two growers')).toBe(2);
  });

  it("answers a new visitor's retry that carries the cookie it was given with the first answer, storing once", async () => {
    const key = randomUUID();
    const body = { ...balconyPlanting, label: 'first visit retried' };
    const visitor = new Client(app);
    const first = await plantWithKey(visitor, body, key);
    expect(first.statusCode).toBe(201);
    expect(visitor.cookie).not.toBe('');
    // The answer arrived but the app could not tell (a connection cut as it was read): it sends the same write again.
    const again = await plantWithKey(visitor, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOf('first visit retried')).toBe(1);
  });

  it('never gives one caller without a cookie the session another started from the same address', async () => {
    const key = randomUUID();
    const body = { ...balconyPlanting, label: 'same address, two visitors' };
    const first = new Client(app);
    const second = new Client(app);
    const hers = await plantWithKey(first, body, key);
    const his = await plantWithKey(second, body, key);
    expect(hers.statusCode).toBe(201);
    expect(his.statusCode).toBe(201);
    expect(his.headers['idempotent-replayed']).toBeUndefined();
    expect(second.cookie).not.toBe('');
    expect(second.cookie).not.toBe(first.cookie);
    const labels = async (client: Client) =>
      (await client.get('/api/garden')).json().plantings.map((p: { id: number }) => p.id);
    expect(await labels(first)).toEqual([hers.json().id]);
    expect(await labels(second)).toEqual([his.json().id]);
    // Each one's retry with its own cookie gets its own answer.
    expect((await plantWithKey(second, body, key)).json()).toEqual(his.json());
    expect((await plantWithKey(first, body, key)).json()).toEqual(hers.json());
  });

  it('replays an answer kept for an address without the cookie it may hold', async () => {
    const key = randomUUID();
    const answer = {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': 'pepper.sid=stolen; Path=/',
      },
      body: '{"ok":true}',
    };
    await app()
      .db('idempotency_keys')
      .insert({
        caller: 'a:127.0.0.1',
        idempotency_key: key,
        method: 'POST',
        path: '/api/garden/settings',
        body_hash: hashBody(JSON.stringify({ lastFrost: '2026-04-02' })),
        attempt: randomUUID(),
        locked_until: Date.now(),
        status: 200,
        response: JSON.stringify(answer),
        created_at: Date.now(),
      });
    const caller = new Client(app);
    const res = await caller.post('/api/garden/settings', { lastFrost: '2026-04-02' }, keyed(key));
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(caller.cookie).toBe('');
  });

  it('repeats settings and removals with their first answers', async () => {
    const client = await grower();
    const settingsKey = randomUUID();
    const [frost, frostAgain] = await twice(() =>
      client.post('/api/garden/settings', { lastFrost: '2026-04-15' }, keyed(settingsKey)),
    );
    expect(frost.statusCode).toBe(200);
    expect(frostAgain.json()).toEqual(frost.json());

    const created = (
      await client.post('/api/garden/plantings', { ...balconyPlanting, label: 'to remove' })
    ).json();
    const removeKey = randomUUID();
    const [removed, removedAgain] = await twice(() =>
      client.request({
        method: 'DELETE',
        url: `/api/garden/plantings/${created.id}`,
        headers: keyed(removeKey),
      }),
    );
    expect(removed.statusCode).toBe(200);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json()).toEqual({ ok: true });
    // Without the key, the same removal is a new request: the planting is gone.
    expect((await client.delete(`/api/garden/plantings/${created.id}`)).statusCode).toBe(404);
  });

  it('answers the repeat of a refused write with the same refusal', async () => {
    const client = await grower();
    const key = randomUUID();
    const body = { ...balconyPlanting, pepperId: 999_999 };
    const [unknown, again] = await twice(() => plantWithKey(client, body, key));
    expect(unknown.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(unknown.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('forgets keys after a day', async () => {
    const client = await grower();
    const key = randomUUID();
    await plantWithKey(client, { ...balconyPlanting, label: 'kept a day' }, key);
    const db = app().db;
    expect(await db('idempotency_keys').where({ idempotency_key: key })).toHaveLength(1);
    expect(await pruneKeys(db, Date.now() + IDEMPOTENCY_TTL_MS - 60_000)).toBe(0);
    await pruneKeys(db, Date.now() + IDEMPOTENCY_TTL_MS + 1);
    expect(await db('idempotency_keys').where({ idempotency_key: key })).toHaveLength(0);
  });

  it('documents the header and the 409 and 422 answers of every write', async () => {
    const doc = (await new Client(app).get('/api/docs/json')).json();
    const write = doc.paths['/api/garden/plantings'].post;
    expect(write.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(Object.keys(write.responses)).toEqual(expect.arrayContaining(['409', '422']));
    const webhook = doc.paths['/api/stripe/webhook'].post;
    expect(webhook.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'idempotency-key' }));
  });
});
