/**
 * The signed-in sessions of an account, as their owner sees and ends them. A session is named to its owner by
 * a hash of its id, never the id itself: the id is what the cookie carries, and whoever knows it is signed in.
 */
import { createHash } from 'node:crypto';
import type { AccountSession } from '@pepper/contract';
import { deviceName } from '@pepper/domain/plans';
import type { Db } from '../../db/connection.js';

/** The name of a session in the account's list: the first 32 hex digits of its id's SHA-256. */
export const sessionHandle = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);

interface SessionRow {
  sid: string;
  user_agent: string | null;
  created_at: number | string | null;
  last_seen_at: number | string | null;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The account's live sessions: the caller's own first, then the most recently used. */
export async function listSessions(
  db: Db,
  userId: number,
  currentSid: string,
  clock = Date.now(),
): Promise<AccountSession[]> {
  const rows: SessionRow[] = await db('sessions')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', clock)
    .select('sid', 'user_agent', 'created_at', 'last_seen_at');
  return rows
    .map((row) => ({
      id: sessionHandle(row.sid),
      device: deviceName(row.user_agent),
      signedInAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at ?? row.created_at ?? clock)!,
      current: row.sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one session of the account by its handle: 'ended', 'current' (the caller's own, left alone) or 'none'. */
export async function endSession(
  db: Db,
  userId: number,
  handle: string,
  currentSid: string,
): Promise<'ended' | 'current' | 'none'> {
  const sids: string[] = (await db('sessions').where({ user_id: userId }).select('sid')).map(
    (r: { sid: string }) => r.sid,
  );
  const sid = sids.find((s) => sessionHandle(s) === handle);
  if (!sid) return 'none';
  if (sid === currentSid) return 'current';
  await db('sessions').where({ sid, user_id: userId }).delete();
  return 'ended';
}

/**
 * Signs the account out everywhere but `keepSid` (everywhere when null): after a password change, a reset
 * or the account's deletion. Answers how many sessions ended.
 */
export async function endOtherSessions(
  db: Db,
  userId: number,
  keepSid: string | null,
  clock = Date.now(),
): Promise<number> {
  const others = () => {
    const query = db('sessions').where({ user_id: userId });
    return keepSid ? query.whereNot({ sid: keepSid }) : query;
  };
  const ended = await others().andWhere('expires_at', '>', clock).delete();
  // Expired rows go too (they are swept anyway): nothing of the account's sessions is left behind.
  await others().delete();
  return ended;
}
