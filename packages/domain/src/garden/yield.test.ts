import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANTS, expectedYield, YIELD_PER_PLANT } from './yield';

describe('yield', () => {
  it('knows the six varieties per plant', () => {
    expect(Object.entries(YIELD_PER_PLANT).map(([k, v]) => `${k} ${v.min}-${v.max}`)).toEqual([
      'jalapeño 25-35',
      'habanero 20-30',
      'bell 8-12',
      'cayenne 30-50',
      'serrano 40-60',
      'ghost 15-25',
    ]);
  });
  it('expects 300-420 jalapeños from 12 plants', () =>
    expect(expectedYield('jalapeño', DEFAULT_PLANTS)).toMatchObject({
      min: 300,
      max: 420,
      name: 'Jalapeño',
    }));
  it('multiplies by the number of plants', () =>
    expect(expectedYield('serrano', 2)).toMatchObject({ min: 80, max: 120 }));
  it('counts an unknown variety as jalapeño', () =>
    expect(expectedYield('mystery', 1)).toMatchObject({ variety: 'jalapeño', min: 25, max: 35 }));
  it('coerces the number of plants', () => {
    expect(expectedYield('bell', '3')).toMatchObject({ min: 24, max: 36 });
    expect(expectedYield('bell', 'many')).toMatchObject({ min: 0, max: 0 });
  });
  it('resolves a variety by key or display name, ignoring accents', () => {
    expect(expectedYield('Jalapeno', 1).variety).toBe('jalapeño');
    expect(expectedYield('Ghost Pepper', 1).variety).toBe('ghost');
    expect(expectedYield(undefined, 1).variety).toBe('jalapeño');
  });
});
