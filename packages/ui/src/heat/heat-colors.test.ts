import { createRequire } from 'node:module';
import { HEAT_SCALE } from '@pepper/domain/heat';
import { HEAT_LEVEL_COLORS, heatColors } from './heat-colors';

const require = createRequire(import.meta.url);
type Family = string | Record<string, string> | undefined;
const theme = (
  require('../../tailwind-preset.cjs') as { theme: { extend: { colors: Record<string, Family> } } }
).theme.extend.colors;
// Tailwind's own palette warns about its renamed colours when they are all read, so only a named one is.
const tailwindColors = require('tailwindcss/colors') as Record<string, Family>;
const familyOf = (name: string): Family => (Object.hasOwn(theme, name) ? theme[name] : tailwindColors[name]);

/** The hex value behind a colour class of the theme: 'text-heat-mild' → '#166534', 'bg-stone-100' → '#f5f5f4'. */
function hexOf(className: string): string {
  const parts = className.split('-').slice(1);
  for (let i = 1; i <= parts.length; i++) {
    const family = familyOf(parts.slice(0, i).join('-'));
    const shade = parts.slice(i).join('-') || 'DEFAULT';
    const value = typeof family === 'string' ? (shade === 'DEFAULT' ? family : undefined) : family?.[shade];
    if (value) return value;
  }
  throw new Error(`${className} is no colour of the theme`);
}

/** WCAG 2 contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('heat colours', () => {
  it('give every level of the heat scale its colour, and nothing else', () => {
    expect(Object.keys(HEAT_LEVEL_COLORS)).toEqual(HEAT_SCALE.map((l) => l.level));
    for (const l of HEAT_SCALE) expect(HEAT_LEVEL_COLORS[l.level]).toBe(heatColors(l.color));
  });

  it('give two levels of different colours different fills', () => {
    const fills = new Set(HEAT_SCALE.map((l) => HEAT_LEVEL_COLORS[l.level].fill));
    expect(fills.size).toBe(new Set(HEAT_SCALE.map((l) => l.color)).size);
  });

  it.each(HEAT_SCALE.map((l) => [l.label, HEAT_LEVEL_COLORS[l.level]] as const))(
    '%s text reads on its fill with AA contrast (4.5:1)',
    (_, c) => expect(contrast(hexOf(c.text), hexOf(c.background))).toBeGreaterThanOrEqual(4.5),
  );

  it.each(HEAT_SCALE.map((l) => [l.label, HEAT_LEVEL_COLORS[l.level]] as const))(
    '%s is drawn only with colours of the theme',
    (_, c) => {
      for (const className of [c.background, c.text, c.border, c.edge.replace('border-l-', 'border-')]) {
        expect(hexOf(className)).toMatch(/^#[0-9a-f]{6}$/);
      }
    },
  );

  it('fall back to green for a colour the scale does not name', () =>
    expect(heatColors('teal')).toBe(HEAT_LEVEL_COLORS.mild));
});
