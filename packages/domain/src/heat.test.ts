import { describe, expect, it } from 'vitest';
import { homeHeatColor, homeHeatLabel } from './heat';

describe('home heat chip', () => {
  it.each([
    [undefined, 'No Heat', 'stone'],
    [null, 'No Heat', 'stone'],
    [Number.NaN, 'No Heat', 'stone'],
    [0, 'No Heat', 'stone'],
    [999, 'Mild', 'green'],
    [2_500, 'Medium', 'yellow'],
    [29_999, 'Medium', 'yellow'],
    [30_000, 'Hot', 'orange'],
    [100_000, 'Very Hot', 'red'],
    [999_999, 'Very Hot', 'red'],
    [1_000_000, 'Superhot', 'purple'],
    [2_693_000, 'Superhot', 'purple'],
  ])('names %s SHU %s in %s, as the heat scale does', (shu, label, color) => {
    expect(homeHeatLabel(shu)).toBe(label);
    expect(homeHeatColor(shu)).toBe(color);
  });
});
