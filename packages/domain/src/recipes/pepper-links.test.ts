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
  it.each<[string, [name: string, variety: number | null][]]>([
    [
      'is the variety of that name, whatever the case, accents or apostrophes',
      [
        ['jalapeno', 4],
        ['JALAPEÑO', 4],
        ['Bird’s  Eye', 7],
      ],
    ],
    ['is the variety a documented alias names', [['Korean Hot Pepper', 2]]],
    [
      'is the variety that goes by that other name',
      [
        ['Kashmiri Mirch', 1],
        ['Korean red pepper', 2],
      ],
    ],
    [
      'drops a closing pepper, chili or chile on either side',
      [
        ['Kashmiri', 1],
        ['Facing Heaven', 3],
        ['Jalapeño Pepper', 4],
      ],
    ],
    ['prefers a variety’s own name to another variety’s other name', [['Cherry Bomb', 6]]],
    [
      'is none for a name that means no variety, and an alias to a missing variety counts for nothing',
      [
        ['Nowhere Pepper', null],
        ['Dragon Fruit', null],
        ['', null],
      ],
    ],
  ])('%s', (_, names) => {
    for (const [name, variety] of names) expect(id(name), name).toBe(variety);
  });

  it('links a recipe’s names in order', () => {
    expect(linkPeppers(['Kashmiri', 'Saffron'], resolve)).toEqual([
      { name: 'Kashmiri', pepperId: 1 },
      { name: 'Saffron', pepperId: null },
    ]);
  });
});
