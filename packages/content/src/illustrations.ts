/**
 * Generated SVG illustrations: a pod drawn from a pepper's ripe colour, shape and length, and simple
 * badges for recipes and shop items. Deterministic, so an address that names the drawing is cached forever.
 * Pure string building from the content's own facts, so the API and the mock API draw the same pictures.
 */
import type { Pepper, PodColor, PodShape, Recipe, RecipeHeatLevel } from '@pepper/contract';

const POD: Record<PodColor, [fill: string, shade: string]> = {
  red: ['#d62828', '#9d0208'],
  orange: ['#f77f00', '#c45f00'],
  yellow: ['#fcbf49', '#d69e2e'],
  green: ['#52b788', '#2d6a4f'],
  brown: ['#7f5539', '#583101'],
  purple: ['#7b2cbf', '#4a148c'],
  white: ['#f1f1e6', '#c9c9b8'],
  peach: ['#ffb4a2', '#e5989b'],
  black: ['#2b2d42', '#0b0c10'],
};

/** A recipe's level of the heat scale, in the colours its badge has (stone, green, yellow, orange, red, purple). */
const HEAT: Record<RecipeHeatLevel, string> = {
  'no-heat': '#a8a29e',
  mild: '#52b788',
  medium: '#fcbf49',
  hot: '#f77f00',
  'very-hot': '#9d0208',
  superhot: '#7b2cbf',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escape(title)}">` +
  `<title>${escape(title)}</title>${body}</svg>`;

/** Pod outline for a shape, centred at x=100, stem at the top (y=30), `len` pixels long. */
function podPath(shape: PodShape, len: number): string {
  const top = 40;
  const bottom = Math.min(190, top + len);
  const mid = (top + bottom) / 2;
  switch (shape) {
    case 'bell':
      return `M60 ${top + 10} Q100 ${top - 10} 140 ${top + 10} Q160 ${mid} 140 ${bottom - 10} Q120 ${bottom + 5} 100 ${bottom - 8} Q80 ${bottom + 5} 60 ${bottom - 10} Q40 ${mid} 60 ${top + 10}Z`;
    case 'round':
      return `M100 ${top} A${len / 2} ${len / 2} 0 1 1 99.9 ${top}Z`;
    case 'lantern':
    case 'bonnet':
      return `M62 ${top + 12} Q100 ${top - 6} 138 ${top + 12} Q158 ${mid} 120 ${bottom - 6} Q100 ${bottom + (shape === 'lantern' ? 10 : 0)} 80 ${bottom - 6} Q42 ${mid} 62 ${top + 12}Z`;
    case 'bishop':
      return `M50 ${top + 10} Q100 ${top - 8} 150 ${top + 10} Q150 ${mid} 130 ${mid + 10} Q118 ${bottom} 100 ${bottom} Q82 ${bottom} 70 ${mid + 10} Q50 ${mid} 50 ${top + 10}Z`;
    case 'wrinkled':
      return `M70 ${top + 8} Q100 ${top - 6} 130 ${top + 8} Q146 ${mid - 10} 134 ${mid} Q142 ${mid + 12} 122 ${bottom - 12} Q108 ${bottom} 100 ${bottom + 6} Q92 ${bottom - 6} 80 ${bottom - 14} Q58 ${mid + 8} 68 ${mid} Q56 ${mid - 12} 70 ${top + 8}Z`;
    case 'conical':
      return `M72 ${top + 6} Q100 ${top - 6} 128 ${top + 6} Q134 ${mid} 108 ${bottom - 4} Q100 ${bottom + 4} 92 ${bottom - 4} Q66 ${mid} 72 ${top + 6}Z`;
    case 'long':
      return `M86 ${top + 4} Q100 ${top - 4} 114 ${top + 4} Q120 ${mid} 104 ${bottom - 6} Q96 ${bottom + 6} 92 ${bottom - 10} Q84 ${mid} 86 ${top + 4}Z`;
    case 'slim':
      return `M93 ${top + 2} Q100 ${top - 3} 107 ${top + 2} Q110 ${mid} 101 ${bottom} Q99 ${bottom + 2} 97 ${bottom} Q90 ${mid} 93 ${top + 2}Z`;
  }
}

export function pepperSvg(p: Pick<Pepper, 'name' | 'ripeColor' | 'shape' | 'lengthCm'>): string {
  const [fill, shade] = POD[p.ripeColor] ?? POD.red;
  // 2 cm pods to 30 cm pods map onto 50-150 px so every pod stays readable.
  const len = 50 + (Math.min(30, Math.max(2, p.lengthCm)) - 2) * (100 / 28);
  return svg(
    p.name,
    `<rect width="200" height="200" rx="24" fill="#fff8f0"/>` +
      `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${fill}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>` +
      `<path d="${podPath(p.shape, len)}" fill="url(#g)" stroke="${shade}" stroke-width="2"/>` +
      `<path d="M100 42 Q98 26 112 18" fill="none" stroke="#40916c" stroke-width="7" stroke-linecap="round"/>` +
      `<ellipse cx="100" cy="42" rx="16" ry="6" fill="#2d6a4f"/>`,
  );
}

const CATEGORY_ICON: Record<Recipe['category'], string> = {
  sauce: `<rect x="80" y="60" width="40" height="90" rx="10" fill="#fff"/><rect x="90" y="40" width="20" height="24" rx="4" fill="#fff"/>`,
  rub: `<circle cx="100" cy="105" r="42" fill="#fff"/><circle cx="88" cy="98" r="6" fill="#9d0208"/><circle cx="110" cy="112" r="5" fill="#9d0208"/>`,
  salsa: `<path d="M55 95 h90 a45 45 0 0 1 -90 0z" fill="#fff"/>`,
  marinade: `<path d="M70 60 h60 l-10 90 h-40z" fill="#fff"/>`,
  pickle: `<rect x="68" y="60" width="64" height="90" rx="14" fill="#fff"/><rect x="64" y="50" width="72" height="14" rx="4" fill="#fff"/>`,
  main: `<circle cx="100" cy="105" r="48" fill="#fff"/><circle cx="100" cy="105" r="32" fill="none" stroke="#ddd" stroke-width="4"/>`,
};

export function recipeSvg(r: Pick<Recipe, 'title' | 'category' | 'heatLevel'>): string {
  return svg(
    r.title,
    `<rect width="200" height="200" rx="24" fill="${HEAT[r.heatLevel] ?? HEAT.medium}"/>${CATEGORY_ICON[r.category] ?? CATEGORY_ICON.main}`,
  );
}

export function shopItemSvg(name: string, kind: 'grow-kit' | 'merchandise'): string {
  const icon =
    kind === 'grow-kit'
      ? `<path d="M60 120 h80 l-10 50 h-60z" fill="#fff"/><path d="M100 120 V70 M100 90 q-25 -5 -30 -25 q25 0 30 25 M100 80 q25 -5 30 -25 q-25 0 -30 25" stroke="#fff" stroke-width="6" fill="#fff"/>`
      : `<path d="M60 70 l25 -15 h30 l25 15 l-10 20 h-10 v60 h-50 v-60 h-10z" fill="#fff"/>`;
  return svg(
    name,
    `<rect width="200" height="200" rx="24" fill="${kind === 'grow-kit' ? '#2d6a4f' : '#9d0208'}"/>${icon}`,
  );
}
