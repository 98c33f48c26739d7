/**
 * Which pepper /random shows, decided by its address alone, so the server and the browser show the same one
 * and "Next Random" can be a plain link: the catalog is walked in one fixed, shuffled-looking order, so the
 * next pepper is never the one shown (where there is more than one) and a visitor meets every variety before
 * one comes round again.
 */

/** A well-mixed 32-bit number for an id (the "lowbias32" integer hash). */
function mix(id: number): number {
  let x = id >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The catalog in its walking order. */
export function walkingOrder<P extends { id: number }>(peppers: readonly P[]): P[] {
  return [...peppers].sort((a, b) => mix(a.id) - mix(b.id) || a.id - b.id);
}

const DAY_MS = 86_400_000;

/**
 * The pepper an address shows: the one it names, else the day's starting point of the walk (the same for
 * everyone that day, in UTC).
 */
export function shownPepper<P extends { id: number }>(
  peppers: readonly P[],
  named: number | null,
  today: Date,
): P | undefined {
  const order = walkingOrder(peppers);
  const asked = named === null ? undefined : order.find((p) => p.id === named);
  return asked ?? order[Math.floor(today.getTime() / DAY_MS) % Math.max(order.length, 1)];
}

/** The pepper after the one shown: another one wherever the catalog has more than one. */
export function nextPepper<P extends { id: number }>(peppers: readonly P[], shown: P): P {
  const order = walkingOrder(peppers);
  const at = order.findIndex((p) => p.id === shown.id);
  return order[(at + 1) % order.length] ?? shown;
}

/** The address of a pepper on /random. */
export const randomAddress = (pepper: { id: number }) => `/random?pepper=${pepper.id}`;
