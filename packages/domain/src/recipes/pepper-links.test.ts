import { describe, expect, it } from 'vitest';
import { linkPeppers, pepperNameResolver } from './pepper-links';

const varieties = [
  { id: 1, name: 'Kashmiri Chili', commonNames: ['Kashmiri Mirch'] },
  { id: 2, name: 'Gochu', commonNames: ['Korean Red Pepper'] },
  { id: 3, name: 'Chao Tian Jiao', commonNames: ['Facing Heaven Pepper'] },
  { id: 4, name: 'Jalapeño', commonNames: [] },
  { id: 5, name: 'Hot Cherry', commonNames: ['Cherry Bomb'] },
  { id: 6, name: 'Cherry Bomb', commonNames: [] },
  { id: 7, name: "Bird's Eye", commonNames: [] },
];
const resolve = pepperNameResolver(varieties, [
  { alias: 'Korean Hot Pepper', variety: 'Gochu', note: 'The Korean name for the chile of gochugaru.' },
  { alias: 'Nowhere Pepper', variety: 'Not In The Database', note: 'Names no variety.' },
]);
const id = (name: string) => resolve(name)?.id ?? null;

describe('which variety a recipe’s pepper name means', () => {
  it('is the variety of that name, whatever the case, accents or apostrophes', () => {
    expect(id('jalapeno')).toBe(4);
    expect(id('JALAPEÑO')).toBe(4);
    expect(id('Bird’s  Eye')).toBe(7);
  });

  it('is the variety a documented alias names', () => {
    expect(id('Korean Hot Pepper')).toBe(2);
  });

  it('is the variety that goes by that other name', () => {
    expect(id('Kashmiri Mirch')).toBe(1);
    expect(id('Korean red pepper')).toBe(2);
  });

  it('drops a closing pepper, chili or chile on either side', () => {
    expect(id('Kashmiri')).toBe(1);
    expect(id('Facing Heaven')).toBe(3);
    expect(id('Jalapeño Pepper')).toBe(4);
  });

  it('prefers a variety’s own name to another variety’s other name', () => {
    expect(id('Cherry Bomb')).toBe(6);
  });

  it('is none for a name that means no variety, and an alias to a missing variety counts for nothing', () => {
    expect(id('Nowhere Pepper')).toBeNull();
    expect(id('Dragon Fruit')).toBeNull();
    expect(id('')).toBeNull();
  });

  it('links a recipe’s names in order', () => {
    expect(linkPeppers(['Kashmiri', 'Saffron'], resolve)).toEqual([
      { name: 'Kashmiri', pepperId: 1 },
      { name: 'Saffron', pepperId: null },
    ]);
  });
});
