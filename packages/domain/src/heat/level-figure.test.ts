import { describe, expect, it } from 'vitest';
import {
  compactShuInLevel,
  figureBelongsToLevel,
  heatBesideLevel,
  levelFigure,
  shuFiguresIn,
  varietyHeatTag,
} from './index';
import { heatScaleLevel } from './scale';

const bikerBilly = { shuMin: 8_000, shuMax: 30_000 };

describe('the heat figure beside a level', () => {
  it('is the typical heat, the figure the level comes from, not the top of the range', () => {
    expect(levelFigure(bikerBilly)).toBe(19_000);
    const tag = varietyHeatTag(bikerBilly);
    expect(tag.label).toBe('Medium');
    expect(tag.figure).toBe('19K SHU');
  });

  it('writes a range when a screen has room for both ends', () => {
    expect(heatBesideLevel(bikerBilly, 'range')).toBe('8,000 - 30,000 SHU');
    expect(heatBesideLevel(bikerBilly, 'short-range')).toBe('8K - 30K SHU');
    expect(heatBesideLevel(bikerBilly, 'full')).toBe('19,000 SHU');
  });

  it('says a never-measured variety is not measured, in every form', () => {
    for (const form of ['short', 'full', 'range', 'short-range'] as const)
      expect(heatBesideLevel({ ...bikerBilly, shuMeasured: false }, form)).toBe('SHU not measured');
  });

  it.each([
    [1, '1'],
    [2_499, '2K'],
    [2_500, '3K'],
    [29_400, '29K'],
    [29_600, '29K'],
    [29_999, '29K'],
    [30_000, '30K'],
    [99_600, '99K'],
    [999_600, '999K'],
    [1_000_000, '1.0M'],
    [1_800_000, '1.8M'],
    [2_693_000, '2.7M'],
  ])('writes %s short as %s, inside its own level', (shu, text) => {
    expect(compactShuInLevel(shu)).toBe(text);
    expect(figureBelongsToLevel(`${text} SHU`, heatScaleLevel(shu), { shuMin: shu, shuMax: shu })).toBe(true);
  });

  it('reads back the figures a text states', () => {
    expect(shuFiguresIn('19K SHU')).toEqual([19_000]);
    expect(shuFiguresIn('8K - 30K SHU')).toEqual([8_000, 30_000]);
    expect(shuFiguresIn('1.8M SHU')).toEqual([1_800_000]);
    expect(shuFiguresIn('855,000 - 1,041,427 SHU')).toEqual([855_000, 1_041_427]);
  });

  it('catches the top of a range written beside a level it does not belong to', () => {
    expect(figureBelongsToLevel('30K SHU', heatScaleLevel(19_000), bikerBilly)).toBe(false);
    expect(figureBelongsToLevel('19K SHU', heatScaleLevel(19_000), bikerBilly)).toBe(true);
    expect(figureBelongsToLevel('20K - 30K SHU', heatScaleLevel(19_000), bikerBilly)).toBe(false);
  });
});
