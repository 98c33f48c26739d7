/**
 * Measures a photo for the offline matcher: decodes it (upright, ~160 px), separates the main object from
 * the background, and measures the object's colours (as the pod colour classes of the database), its
 * elongation and how much of its outline it fills (as pod shape classes), and how much of the frame it takes.
 *
 * Segmentation: the background is modelled by the colours of the photo's border (a few k-means clusters in
 * CIELAB); a pixel is foreground when it is far from every border colour. The largest connected foreground
 * region, with its holes filled (specular highlights), is the main object. Its shape is measured along its
 * own principal axes, so a pepper lying diagonally measures the same as one lying straight.
 */
import type { PodColor, PodShape } from '@pepper/contract';
import sharp from 'sharp';
import { decodeOrRefuse, SHARP_INPUT } from './image-input.js';

/** Pod colours plus the two classes no pepper has: grey and blue/cyan. */
export type ColourClass = PodColor | 'grey' | 'blue';

export interface PhotoMeasurements {
  /** False when no single object stands out from the background. */
  found: boolean;
  /** Share of the object's pixels per colour class, largest first (0..1). */
  colours: { colour: ColourClass; share: number }[];
  /** Longest over shortest extent along the object's principal axes (>= 1). */
  aspect: number;
  /** Object area over its oriented bounding box (a disc is ~0.79, a rectangle 1). */
  fill: number;
  /** Share of the frame the object covers (0..1). */
  frameShare: number;
  /** Similarity of the measured outline to each pod shape (0..1). */
  shapeFit: Record<PodShape, number>;
}

const SIZE = 160;
const BORDER = 3;

/* ---------------------------------------------------------------- colour maths */

function srgbToLinear(c: number) {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function toLab(r: number, g: number, b: number): [number, number, number] {
  const R = srgbToLinear(r);
  const G = srgbToLinear(g);
  const B = srgbToLinear(b);
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Hue in degrees, saturation and value in 0..1. */
function toHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return [h, max === 0 ? 0 : d / max, max / 255];
}

/** The colour class of one pixel. */
export function colourClass(r: number, g: number, b: number): ColourClass {
  const [h, s, v] = toHsv(r, g, b);
  if (v < 0.18 || (v < 0.3 && s < 0.35)) return 'black';
  if (s < 0.16) return v > 0.72 ? 'white' : 'grey';
  const warm = h < 45 || h >= 340;
  if (warm && v < 0.5 && h >= 8 && h < 45) return 'brown';
  if (warm && v < 0.32) return 'brown';
  if (h >= 8 && h < 45 && s < 0.42 && v > 0.7) return 'peach';
  if (h < 12 || h >= 340) return 'red';
  if (h < 41) return 'orange';
  if (h < 70) return 'yellow';
  if (h < 170) return 'green';
  if (h < 260) return 'blue';
  return 'purple';
}

const dist2 = (a: readonly number[], b: readonly number[]) =>
  (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** A few k-means clusters of the border colours (deterministic start: spread along lightness). */
function borderClusters(samples: [number, number, number][], k = 4): [number, number, number][] {
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  let centres = Array.from(
    { length: k },
    (_, i) => [...sorted[Math.floor(((i + 0.5) / k) * sorted.length)]] as [number, number, number],
  );
  let members: number[] = [];
  for (let iter = 0; iter < 8; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    members = samples.map((s) => {
      let best = 0;
      for (let c = 1; c < centres.length; c++) if (dist2(s, centres[c]) < dist2(s, centres[best])) best = c;
      const sum = sums[best];
      sum[0] += s[0];
      sum[1] += s[1];
      sum[2] += s[2];
      sum[3] += 1;
      return best;
    });
    centres = centres.map((c, i) =>
      sums[i][3]
        ? ([sums[i][0] / sums[i][3], sums[i][1] / sums[i][3], sums[i][2] / sums[i][3]] as [
            number,
            number,
            number,
          ])
        : c,
    );
  }
  // A colour seen on only a sliver of the border (the fruit touching the edge) is not background.
  const counts = centres.map((_, i) => members.filter((m) => m === i).length);
  return centres.filter((_, i) => counts[i] >= samples.length * 0.08);
}

/* ---------------------------------------------------------------- shape */

/**
 * Typical outline of each pod shape: elongation (with its tolerance in log space) and fill of the oriented
 * bounding box. Elongated pods vary much more in elongation, and 'long' has no upper bound (a cayenne can be
 * ten times as long as wide).
 */
export const SHAPE_PROTOTYPES: Record<
  PodShape,
  { aspect: number; fill: number; spread: number; openEnded?: boolean }
> = {
  round: { aspect: 1.05, fill: 0.78, spread: 0.25 },
  bell: { aspect: 1.15, fill: 0.86, spread: 0.25 },
  bonnet: { aspect: 1.25, fill: 0.74, spread: 0.25 },
  bishop: { aspect: 1.2, fill: 0.66, spread: 0.25 },
  lantern: { aspect: 1.4, fill: 0.64, spread: 0.25 },
  wrinkled: { aspect: 1.75, fill: 0.6, spread: 0.3 },
  conical: { aspect: 2.4, fill: 0.6, spread: 0.3 },
  slim: { aspect: 4, fill: 0.62, spread: 0.4 },
  long: { aspect: 6, fill: 0.66, spread: 0.5, openEnded: true },
};

export function shapeFit(aspect: number, fill: number): Record<PodShape, number> {
  const out = {} as Record<PodShape, number>;
  for (const [shape, p] of Object.entries(SHAPE_PROTOTYPES) as [
    PodShape,
    (typeof SHAPE_PROTOTYPES)[PodShape],
  ][]) {
    const da = p.openEnded && aspect > p.aspect ? 0 : Math.log(aspect / p.aspect) / p.spread;
    // Fill separates round, bell and lantern; elongated pods curve and taper too much for it to matter as much.
    const df = (fill - p.fill) / (p.aspect < 2 ? 0.08 : 0.3);
    out[shape] = Math.exp(-(da * da) - df * df);
  }
  return out;
}

/* ---------------------------------------------------------------- analysis */

const NOTHING: Omit<PhotoMeasurements, 'shapeFit'> = {
  found: false,
  colours: [],
  aspect: 0,
  fill: 0,
  frameShare: 0,
};

export async function analysePhoto(bytes: Buffer): Promise<PhotoMeasurements> {
  const { data, info } = await decodeOrRefuse(() =>
    sharp(bytes, SHARP_INPUT)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(SIZE, SIZE, { fit: 'inside' })
      .blur(0.8)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const { width: w, height: h, channels } = info;
  const n = w * h;
  const lab: [number, number, number][] = new Array(n);
  for (let i = 0; i < n; i++)
    lab[i] = toLab(data[i * channels], data[i * channels + 1], data[i * channels + 2]);

  const none = (): PhotoMeasurements => ({ ...NOTHING, shapeFit: shapeFit(1, 0) });
  if (w < 2 * BORDER + 4 || h < 2 * BORDER + 4) return none();

  const border: [number, number, number][] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x < BORDER || y < BORDER || x >= w - BORDER || y >= h - BORDER) border.push(lab[y * w + x]);
    }
  }
  const centres = borderClusters(border);
  const nearest = (p: readonly number[]) => Math.sqrt(Math.min(...centres.map((c) => dist2(p, c))));
  const spread = border.reduce((sum, p) => sum + nearest(p), 0) / border.length;
  const threshold = Math.max(14, 3 * spread);

  let mask: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = nearest(lab[i]) > threshold ? 1 : 0;
  mask = open(mask, w, h);

  const component = largestComponent(mask, w, h);
  if (!component) return none();
  fillHoles(component, w, h);
  let area = 0;
  for (let i = 0; i < n; i++) area += component[i];
  const frameShare = area / n;
  if (frameShare < 0.02 || frameShare > 0.92) return { ...NOTHING, frameShare, shapeFit: shapeFit(1, 0) };

  // Principal axes of the region.
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    if (!component[i]) continue;
    mx += i % w;
    my += Math.floor(i / w);
  }
  mx /= area;
  my /= area;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    if (!component[i]) continue;
    const dx = (i % w) - mx;
    const dy = Math.floor(i / w) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [ux, uy] = [Math.cos(theta), Math.sin(theta)];
  let [minA, maxA, minB, maxB] = [Infinity, -Infinity, Infinity, -Infinity];
  const counts = new Map<ColourClass, number>();
  for (let i = 0; i < n; i++) {
    if (!component[i]) continue;
    const dx = (i % w) - mx;
    const dy = Math.floor(i / w) - my;
    const a = dx * ux + dy * uy;
    const b = -dx * uy + dy * ux;
    minA = Math.min(minA, a);
    maxA = Math.max(maxA, a);
    minB = Math.min(minB, b);
    maxB = Math.max(maxB, b);
    const cls = colourClass(data[i * channels], data[i * channels + 1], data[i * channels + 2]);
    counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  const lenA = maxA - minA + 1;
  const lenB = maxB - minB + 1;
  const aspect = Math.max(lenA, lenB) / Math.min(lenA, lenB);
  const fill = Math.min(1, area / (lenA * lenB));
  const colours = [...counts.entries()]
    .map(([colour, count]) => ({ colour, share: count / area }))
    .sort((a, b) => b.share - a.share);
  return { found: true, colours, aspect, fill, frameShare, shapeFit: shapeFit(aspect, fill) };
}

/** Erosion then dilation (3x3): removes specks and thin noise. */
function open(mask: Uint8Array, w: number, h: number): Uint8Array {
  const pass = (src: Uint8Array, keep: (count: number) => boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx >= 0 && yy >= 0 && xx < w && yy < h) count += src[yy * w + xx];
          }
        }
        out[y * w + x] = keep(count) ? 1 : 0;
      }
    }
    return out;
  };
  return pass(
    pass(mask, (c) => c === 9),
    (c) => c > 0,
  );
}

function largestComponent(mask: Uint8Array, w: number, h: number): Uint8Array | null {
  const labels = new Int32Array(mask.length);
  let best = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    next += 1;
    let size = 0;
    labels[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size += 1;
      const x = i % w;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < w - 1 ? i + 1 : -1,
        i >= w ? i - w : -1,
        i < w * (h - 1) ? i + w : -1,
      ];
      for (const j of neighbours) {
        if (j >= 0 && mask[j] && !labels[j]) {
          labels[j] = next;
          stack.push(j);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
  }
  if (!best) return null;
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = labels[i] === best ? 1 : 0;
  return out;
}

/** Background pixels not reachable from the border are holes (highlights, seeds): part of the object. */
function fillHoles(region: Uint8Array, w: number, h: number) {
  const outside = new Uint8Array(region.length);
  const stack: number[] = [];
  for (let i = 0; i < region.length; i++) {
    const x = i % w;
    const y = Math.floor(i / w);
    if ((x === 0 || y === 0 || x === w - 1 || y === h - 1) && !region[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    for (const j of [
      x > 0 ? i - 1 : -1,
      x < w - 1 ? i + 1 : -1,
      i >= w ? i - w : -1,
      i < w * (h - 1) ? i + w : -1,
    ]) {
      if (j >= 0 && !region[j] && !outside[j]) {
        outside[j] = 1;
        stack.push(j);
      }
    }
  }
  for (let i = 0; i < region.length; i++) if (!outside[i]) region[i] = 1;
}
