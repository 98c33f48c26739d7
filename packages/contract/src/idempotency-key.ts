/**
 * The Idempotency-Key request header (IETF httpapi "The Idempotency-Key HTTP Header Field"; Stripe's API
 * works the same way), honoured by every state-changing call. A client makes one key per user action and
 * sends it with every attempt of that action: the server does the action once and answers every repeat
 * with the first answer.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long the server keeps a key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A fresh key for one user action: a random UUID (v4). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); random bytes exist everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
