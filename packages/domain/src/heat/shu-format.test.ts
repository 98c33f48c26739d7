import { describe, expect, it } from 'vitest';
import { formatShuFull, formatShuHome, heatLine, shuRangeText } from './shu-format';

describe('SHU on the home page', () => {
  it.each([
    [undefined, '0'],
    [null, '0'],
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1_000, '1K'],
    [1_499, '1K'],
    [1_500, '2K'],
    [8_000, '8K'],
    [9_999, '10K'],
    [350_000, '350K'],
    [999_499, '999K'],
    [999_999, '1000K'],
    [1_000_000, '1.0M'],
    [1_641_183, '1.6M'],
    [2_693_000, '2.7M'],
    [Number.NaN, '0'],
  ])('shows %s as %s', (shu, text) => expect(formatShuHome(shu)).toBe(text));
});

describe('short SHU figures, as lists of cards show them', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [999, '999'],
    [1_000, '1K'],
    [35_000, '35K'],
    [999_999, '999K'],
    [1_000_000, '1.0M'],
    [2_200_000, '2.2M'],
  ])('shows %s as %s', (shu, text) =>
    expect(shuRangeText({ shuMin: shu, shuMax: shu }, { compact: true })).toBe(`${text} SHU`),
  );
});

describe('full SHU figures', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [350_000, '350,000'],
    [2_693_000, '2,693,000'],
    [500_000_000, '500,000,000'],
    [1234.6, '1,235'],
    [Number.NaN, '0'],
  ])('writes %s as %s', (shu, text) => expect(formatShuFull(shu)).toBe(text));
});

describe('the heat line of a suggestion', () => {
  it('names the heat level and the SHU range, or one figure when min and max agree', () => {
    expect(heatLine({ heatLevel: 'very-hot', shuMin: 100_000, shuMax: 350_000 })).toBe(
      'Very Hot · 100K-350K SHU',
    );
    expect(heatLine({ heatLevel: 'superhot', shuMin: 1_641_183, shuMax: 2_200_000 })).toBe(
      'Superhot · 1.6M-2.2M SHU',
    );
    expect(heatLine({ heatLevel: 'no-heat', shuMin: 0, shuMax: 0 })).toBe('No Heat · 0 SHU');
  });
});

describe('a Scoville range in words', () => {
  it('writes both ends in full, or one figure when they agree', () => {
    expect(shuRangeText({ shuMin: 100_000, shuMax: 350_000 })).toBe('100,000 - 350,000 SHU');
    expect(shuRangeText({ shuMin: 0, shuMax: 0 })).toBe('0 SHU');
  });
  it('writes them short for lists of cards', () => {
    expect(shuRangeText({ shuMin: 100_000, shuMax: 350_000 }, { compact: true })).toBe('100K - 350K SHU');
  });
});

describe('a variety whose heat was never measured', () => {
  const sunglo = { heatLevel: 'medium', shuMin: 1_000, shuMax: 10_000, shuMeasured: false };
  it('says so instead of showing its estimated figures', () => {
    expect(shuRangeText(sunglo)).toBe('SHU not measured');
    expect(shuRangeText(sunglo, { compact: true })).toBe('SHU not measured');
    expect(heatLine(sunglo)).toBe('Medium · SHU not measured');
  });
  it('leaves measured varieties as they were', () => {
    expect(shuRangeText({ ...sunglo, shuMeasured: undefined })).toBe('1,000 - 10,000 SHU');
  });
});
