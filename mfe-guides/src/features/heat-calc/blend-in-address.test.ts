import { describe, expect, it } from 'vitest';
import { blendAddress, blendFromAddress } from './blend-in-address';

const read = (query: string) =>
  blendFromAddress(new URLSearchParams(query)).map(({ name, shu, amount }) => [name, shu, amount]);

describe('the heat calculator’s blend in its address', () => {
  it('is one Jalapeño at 5000 SHU and 100 g when the address holds none', () =>
    expect(read('')).toEqual([['Jalapeño', 5000, 100]]));

  it('reads each ingredient’s name, heat and grams in order', () =>
    expect(read('name=Jalapeño&shu=5000&amount=300&name=Habanero&shu=200000&amount=100')).toEqual([
      ['Jalapeño', 5000, 300],
      ['Habanero', 200000, 100],
    ]));

  it('reads figures as integers, anything else as 0, as the fields do', () =>
    expect(read('name=Mix&shu=1234.9&amount=hot')).toEqual([['Mix', 1234, 0]]));

  it('adds a quick-add pepper at 100 g, or an empty row', () => {
    expect(read('name=Jalapeño&shu=5000&amount=100&add=Habanero')).toEqual([
      ['Jalapeño', 5000, 100],
      ['Habanero', 200000, 100],
    ]);
    expect(read('name=Jalapeño&shu=5000&amount=100&add=')).toEqual([
      ['Jalapeño', 5000, 100],
      ['', 0, 100],
    ]);
  });

  it('removes a row by its place, but never the last one', () => {
    expect(read('name=A&shu=1&amount=1&name=B&shu=2&amount=2&remove=0')).toEqual([['B', 2, 2]]);
    expect(read('name=A&shu=1&amount=1&remove=0')).toEqual([['A', 1, 1]]);
    expect(read('name=A&shu=1&amount=1&name=B&shu=2&amount=2&remove=7')).toHaveLength(2);
  });

  it('writes a blend back as the address it is read from', () => {
    const blend = [
      { name: 'Jalapeño', shu: 5000, amount: 300 },
      { name: 'Habanero', shu: 200000, amount: 100 },
    ];
    const address = blendAddress(blend);
    expect(address.toString()).toBe(
      'name=Jalape%C3%B1o&shu=5000&amount=300&name=Habanero&shu=200000&amount=100',
    );
    expect(blendFromAddress(address).map(({ name, shu, amount }) => ({ name, shu, amount }))).toEqual(blend);
  });
});
