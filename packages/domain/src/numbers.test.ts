import { describe, expect, it } from 'vitest';
import { counted, formatCount, groupThousands, numberOrZero } from './numbers';

describe('numbers as the app writes them', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [12_345, '12,345'],
    [2_693_000, '2,693,000'],
    [-1_500, '-1,500'],
    [1234.5, '1,234.5'],
    [0.125, '0.125'],
    [1.23456, '1.235'],
  ])('writes %s as %s', (n, text) => expect(formatCount(n)).toBe(text));

  it('writes every number the way the en-US locale does', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1001, 54_321, 999_999, 1_000_000, 16_000_000, 2_000_000_000,
    ];
    for (let i = 0; i < 200; i++)
      samples.push(Math.round(Math.random() * 10 ** (1 + (i % 9))) / (i % 3 ? 1 : 8));
    for (const n of [...samples, ...samples.filter((s) => s !== 0).map((s) => -s)])
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
  });

  it('groups digits in threes from the right', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });
});

describe('a form value as a number', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 4.5 ', 4.5],
    ['', 0],
    ['  ', 0],
    ['twelve', 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [null, 0],
    [undefined, 0],
  ])('reads %j as %s', (value, expected) => expect(numberOrZero(value)).toBe(expected));
});

describe('a count with its noun', () => {
  it('is singular for one and plural otherwise', () => {
    expect(counted(1, 'disease', 'diseases')).toBe('1 disease');
    expect(counted(3, 'pest', 'pests')).toBe('3 pests');
    expect(counted(0, 'hour', 'hours')).toBe('0 hours');
  });
});
