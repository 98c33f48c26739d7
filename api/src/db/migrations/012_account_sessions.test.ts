import { describeEmptyDatabases } from '../../test/helpers.js';
import * as initial from './001_initial.js';
import * as hardening from './003_hardening.js';
import * as accountSessions from './012_account_sessions.js';

describeEmptyDatabases('sessions name their account', (knex) => {
  it('reads the account of each session signed in before, so ending them all finds it, and down undoes it', async () => {
    const db = knex();
    await initial.up(db);
    await hardening.up(db);
    const expires = Date.now() + 60_000;
    await db('sessions').insert([
      { sid: 'signed-in', data: JSON.stringify({ cookie: {}, userId: 7 }), expires_at: expires },
      { sid: 'visitor', data: JSON.stringify({ cookie: {}, visitorKey: 'k' }), expires_at: expires },
      { sid: 'broken', data: '{"userId":', expires_at: expires },
    ]);
    await accountSessions.up(db);
    const rows = await db('sessions').orderBy('sid').select('sid', 'user_id', 'last_seen_at', 'created_at');
    expect(rows.map((r) => [r.sid, r.user_id === null ? null : Number(r.user_id)])).toEqual([
      ['broken', null],
      ['signed-in', 7],
      ['visitor', null],
    ]);
    expect(Number(rows[1].last_seen_at)).toBeGreaterThan(0);
    // When it signed in is not known: it is not made up.
    expect(rows[1].created_at).toBeNull();
    expect(await db.schema.hasTable('password_resets')).toBe(true);
    await accountSessions.down(db);
    expect(await db.schema.hasColumn('sessions', 'user_id')).toBe(false);
    expect(await db.schema.hasTable('password_resets')).toBe(false);
  });
});
