import { describe, expect, it } from 'vitest';
import { nextPepper, shownPepper, walkingOrder } from './random-walk';

const catalog = Array.from({ length: 50 }, (_, i) => ({ id: i + 1 }));
const day = new Date('2026-11-28T12:00:00Z');

describe('the random walk through the catalog', () => {
  it('never shows the same pepper twice in a row where the catalog has more than one', () => {
    for (const pepper of catalog) expect(nextPepper(catalog, pepper).id).not.toBe(pepper.id);
    expect(nextPepper([{ id: 1 }, { id: 2 }], { id: 1 }).id).toBe(2);
  });

  it('meets every variety before one comes round again', () => {
    const seen = new Set<number>();
    let pepper = shownPepper(catalog, null, day)!;
    for (let step = 0; step < catalog.length; step++) {
      seen.add(pepper.id);
      pepper = nextPepper(catalog, pepper);
    }
    expect(seen.size).toBe(catalog.length);
  });

  it('walks in an order other than the catalog’s', () => {
    expect(walkingOrder(catalog).map((p) => p.id)).not.toEqual(catalog.map((p) => p.id));
  });

  it('shows the pepper an address names, and without one the same pepper for everyone that day', () => {
    expect(shownPepper(catalog, 7, day)!.id).toBe(7);
    expect(shownPepper(catalog, null, day)).toBe(
      shownPepper(catalog, null, new Date('2026-11-28T23:59:00Z')),
    );
    expect(shownPepper(catalog, null, day)).not.toBe(
      shownPepper(catalog, null, new Date('2026-11-29T00:01:00Z')),
    );
    expect(shownPepper(catalog, 999, day)).toBe(shownPepper(catalog, null, day));
  });

  it('shows the only pepper there is, and none of an empty catalog', () => {
    expect(nextPepper([{ id: 4 }], { id: 4 }).id).toBe(4);
    expect(shownPepper([], null, day)).toBeUndefined();
  });
});
