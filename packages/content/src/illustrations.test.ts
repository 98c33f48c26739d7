import { describe, expect, it } from 'vitest';
import { pepperSvg, recipeSvg, shopItemSvg } from './illustrations';

describe('the illustrations', () => {
  it('draw a pod in its ripe colour, named for screen readers', () => {
    const svg = pepperSvg({ name: 'Habanero', ripeColor: 'orange', shape: 'lantern', lengthCm: 5 });
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Habanero">/);
    expect(svg).toContain('<title>Habanero</title>');
    expect(svg).toContain('stop-color="#f77f00"');
  });

  it('draw the same picture every time, so an address naming it can be cached for good', () => {
    const kit = () => shopItemSvg('Salsa Garden Kit', 'grow-kit');
    expect(kit()).toBe(kit());
    expect(kit()).not.toBe(shopItemSvg('Salsa Garden Kit', 'merchandise'));
  });

  it('keep a name from breaking the markup', () => {
    const svg = recipeSvg({ title: 'Salt & "Fire" <Sauce>', category: 'sauce', heatLevel: 'hot' });
    expect(svg).toContain('<title>Salt &#38; &#34;Fire&#34; &#60;Sauce&#62;</title>');
  });
});
