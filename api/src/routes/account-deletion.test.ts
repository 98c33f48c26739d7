import type { FastifyInstance } from 'fastify';
import { isMysql } from '../db/connection.js';
import { Client, describeDialects, lastCodeSentTo, sentMail } from '../test/helpers.js';
import { logEntry, plant } from '../test/garden.js';

/** An id no fixture or count reaches, so finding it anywhere means it names the account. */
const ACCOUNT_ID = 987_654;

/** Every table of the database, read from the schema itself (not from a list kept by hand). */
async function everyTable(app: FastifyInstance): Promise<string[]> {
  if (isMysql(app.db)) {
    const [rows] = await app.db.raw(
      'select table_name as name from information_schema.tables where table_schema = database()',
    );
    return (rows as { name: string }[]).map((r) => r.name);
  }
  const rows = await app.db.raw(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

/** Every place (table.column) holding the account's id or address. */
async function tracesOf(app: FastifyInstance, email: string): Promise<string[]> {
  const idInText = new RegExp(`(^|\\D)${ACCOUNT_ID}(\\D|$)`);
  const found = new Set<string>();
  for (const table of await everyTable(app)) {
    for (const row of await app.db(table).select('*')) {
      for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
        const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value ?? '');
        const holds =
          Number(value) === ACCOUNT_ID ||
          text.toLowerCase().includes(email) ||
          (!Buffer.isBuffer(value) && idInText.test(text));
        if (holds) found.add(`${table}.${column}`);
      }
    }
  }
  return [...found].toSorted();
}

describeDialects('account deletion leaves nothing of the account', (app) => {
  it('after deletion no table holds its id or email: not its data, sessions, codes, counters or kept answers', async () => {
    // A row just below makes the account's own id the distinctive one.
    await app()
      .db('users')
      .insert({
        id: ACCOUNT_ID - 1,
        email: 'placeholder@example.com',
        is_admin: false,
        plan_type: 'free',
        created_at: new Date().toISOString(),
      });
    const email = 'leaving.grower@example.com';
    let key = 0;
    const keyed = () => ({ 'idempotency-key': `k-${++key}` });

    // Signing up as a visitor who already saved a favorite, every write carrying an idempotency key.
    const phone = new Client(app);
    expect((await phone.post('/api/user/favorites', { pepperId: 2 }, keyed())).statusCode).toBe(201);
    expect(
      (await phone.post('/api/auth/register', { email, password: 'correct horse' }, keyed())).statusCode,
    ).toBe(202);
    const confirmed = await phone.post(
      '/api/auth/register/confirm',
      { email, code: lastCodeSentTo(email) },
      keyed(),
    );
    expect(confirmed.json().id).toBe(ACCOUNT_ID);
    // A mistyped password on another device, then the right one.
    const laptop = new Client(app);
    expect(
      (await laptop.post('/api/auth/login', { email, password: 'wrong horse' }, keyed())).statusCode,
    ).toBe(401);
    expect(
      (await laptop.post('/api/auth/login', { email, password: 'correct horse' }, keyed())).statusCode,
    ).toBe(200);
    // What the account made.
    await phone.post('/api/user/favorites', { pepperId: 3 }, keyed());
    const planting = await plant(phone, { label: 'Leaving row' });
    expect((await logEntry(phone, planting.id, { note: 'A private note' })).statusCode).toBe(201);
    expect(
      (
        await phone.post(
          '/api/suggestions',
          { content: 'More superhots', category: 'pepper', userEmail: email },
          keyed(),
        )
      ).statusCode,
    ).toBe(201);
    // A suggestion typed before signing up, from another browser, with the same address.
    expect(
      (
        await new Client(app).post('/api/suggestions', {
          content: 'Hello',
          category: 'other',
          userEmail: email,
        })
      ).statusCode,
    ).toBe(201);
    // Someone tries a password on the account.
    expect(
      (await new Client(app).post('/api/auth/login', { email, password: 'guessed horse' })).statusCode,
    ).toBe(401);
    // A reset asked for and not used.
    expect((await new Client(app).post('/api/auth/forgot-password', { email }, keyed())).statusCode).toBe(
      202,
    );
    expect(sentMail.at(-1)!.to).toBe(email);

    const before = await tracesOf(app(), email);
    // The walk finds the account wherever it is.
    expect(before).toEqual(
      expect.arrayContaining([
        'users.id',
        'users.email',
        'sessions.user_id',
        'sessions.data',
        'favorites.owner',
        'garden_plantings.owner',
        'garden_entries.owner',
        'suggestions.user_email',
        'suggestions.user_id',
        'sign_in_failures.email',
        'password_resets.user_id',
        'idempotency_keys.caller',
        'idempotency_keys.response',
        'rate_limits.key',
      ]),
    );

    const res = await phone.post('/api/me/delete', { confirm: 'DELETE' }, keyed());
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await tracesOf(app(), email)).toEqual([]));
    // Every device is signed out; a retry of the deletion finds no account to delete.
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    const retry = await phone.post(
      '/api/me/delete',
      { confirm: 'DELETE' },
      { 'idempotency-key': `k-${key}` },
    );
    expect(retry.statusCode).toBe(401);
    expect(await tracesOf(app(), email)).toEqual([]);
  });
});
