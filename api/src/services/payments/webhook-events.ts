/**
 * The provider's webhook events as this server reads them: which are readable at all, which can change a plan
 * and which subscription they are about, and the record of events already applied (a replay changes nothing).
 */
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';

/** Records an event id; false when it was already recorded (a replay). */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  try {
    await db('stripe_events').insert({ id, type, received_at: now() });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db('stripe_events').where({ id }).delete();
}

function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return (
    e.code === 'ER_DUP_ENTRY' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e.code === 'SQLITE_CONSTRAINT' ||
    e.errno === 1062
  );
}

/** An event reduced to what the webhook reads; the signature proves who sent it, not that it is well formed. */
export interface ReadableEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** Event ids are short (`evt_…`); anything that could not be recorded as one is not an event this server reads. */
export function isReadableEvent(event: unknown): event is ReadableEvent {
  if (!event || typeof event !== 'object') return false;
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    e.id.length <= 255 &&
    typeof e.type === 'string' &&
    e.type.length <= 100 &&
    typeof e.data === 'object' &&
    e.data !== null &&
    typeof e.data.object === 'object' &&
    e.data.object !== null
  );
}

const idOf = (value: unknown): string | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && id.length > 0 ? id : null;
};

/** The subscription an event is about: the object itself, or the subscription an invoice bills. */
export function subscriptionIdOf(event: ReadableEvent): string | null {
  const object = event.data.object as {
    id?: unknown;
    subscription?: unknown;
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  };
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  return idOf(object.parent?.subscription_details?.subscription ?? object.subscription ?? null);
}

/** The events that can change a plan; everything else is acknowledged and left alone. */
export const PLAN_EVENTS = new Set([
  'invoice.paid',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
