import { describe, expect, it } from 'vitest';
import { pepperOfTheDay, popularPeppers } from './featured';

const p = (id: number, name: string, baseName?: string | null) => ({ id, name, baseName });

describe('Pepper of the Day', () => {
  const list = [p(1, 'A'), p(2, 'B'), p(3, 'C')];
  it('is chosen by day of year modulo the number of loaded peppers', () => {
    expect(pepperOfTheDay(list, new Date(2026, 0, 1))?.id).toBe(2); // 1 % 3 = 1
    expect(pepperOfTheDay(list, new Date(2026, 0, 3))?.id).toBe(1); // 3 % 3 = 0
  });
  it('changes daily', () => {
    expect(pepperOfTheDay(list, new Date(2026, 0, 2))).not.toBe(pepperOfTheDay(list, new Date(2026, 0, 1)));
  });
  it('is undefined when no peppers are loaded', () =>
    expect(pepperOfTheDay([], new Date(2026, 0, 1))).toBeUndefined());
});

describe('Popular Peppers', () => {
  it('takes the first match of each name in the product’s order and stops at 4', () => {
    const list = [
      p(1, 'Habanero'),
      p(2, 'Serrano'),
      p(3, 'Bell Pepper'),
      p(4, 'Poblano'),
      p(5, 'Jalapeño'),
      p(6, 'Cayenne'),
    ];
    expect(popularPeppers(list).map((x) => x.id)).toEqual([5, 3, 2, 4]);
  });

  it('matches name or baseName ignoring case', () => {
    const list = [p(1, 'purple jalapeño', 'JALAPEÑO'), p(2, 'BELL PEPPER'), p(3, 'serrano'), p(4, 'poblano')];
    expect(popularPeppers(list).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('matches ignoring accents too', () =>
    expect(popularPeppers([p(7, 'Jalapeno')], () => 0).map((x) => x.id)).toEqual([7]));

  it('takes the first variety when several match a name', () => {
    const list = [p(1, 'Zebra'), p(2, 'Early Jalapeño', 'Jalapeño'), p(3, 'Jalapeño')];
    expect(popularPeppers(list, () => 0)[0].id).toBe(2);
  });

  it('never uses one pepper twice', () => {
    const both = p(1, 'Serrano', 'Jalapeño');
    const chosen = popularPeppers([both, p(2, 'Zebra')], () => 0);
    expect(chosen.map((x) => x.id)).toEqual([1, 2]);
  });

  it('fills up with the other peppers in the injected random order', () => {
    const list = [p(1, 'Serrano'), p(2, 'Zebra'), p(3, 'Yellow Wax'), p(4, 'Xcatic'), p(5, 'Wiri Wiri')];
    const chosen = popularPeppers(list, () => 0);
    // A source that always answers 0 turns the others 2, 3, 4, 5 into 3, 4, 5, 2.
    expect(chosen.map((x) => x.id)).toEqual([1, 3, 4, 5]);
    expect(new Set(chosen.map((x) => x.id)).size).toBe(4);
  });

  it('returns fewer than 4 when fewer are loaded', () =>
    expect(popularPeppers([p(1, 'Zebra')])).toHaveLength(1));
  it('returns none for an empty list', () => expect(popularPeppers([])).toEqual([]));
});

describe('filling Popular Peppers at random', () => {
  const others = () => [p(1, 'Zebra'), p(2, 'Yellow Wax'), p(3, 'Xcatic'), p(4, 'Wiri Wiri')];
  it('keeps every pepper once and leaves the loaded list alone', () => {
    const loaded = others();
    const chosen = popularPeppers(loaded, () => 0.5);
    expect(chosen.map((x) => x.id).sort()).toEqual([1, 2, 3, 4]);
    expect(loaded).toEqual(others());
  });
  it('survives a random source that returns 1', () =>
    expect(
      popularPeppers(others().slice(0, 3), () => 1)
        .map((x) => x.id)
        .sort(),
    ).toEqual([1, 2, 3]));
});
