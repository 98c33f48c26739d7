/**
 * Photographed-looking pictures of pods drawn from a variety's ripe colour and pod shape: one pod at a random
 * angle and size on a plain or tinted background, with a green calyx, shading, a highlight, blur and sensor
 * noise. They make the labelled set the offline matcher's confidences are calibrated on, and the bench's
 * large photos. Deterministic for a seed.
 */
import type { PodColor, PodShape } from '@pepper/contract';
import sharp from 'sharp';

/** A small deterministic generator (mulberry32). */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof randomSource>;

/** Typical skin colours (HSL: hue, saturation %, lightness %). */
const SKIN: Record<PodColor, [number, number, number]> = {
  red: [2, 78, 42],
  orange: [26, 92, 50],
  yellow: [50, 92, 55],
  green: [100, 55, 33],
  brown: [18, 55, 24],
  purple: [285, 45, 28],
  white: [50, 45, 88],
  peach: [22, 80, 75],
  black: [300, 15, 10],
};

/** Length over width, and the half-width profile along the pod (t from the calyx, 0, to the tip, 1). */
const PROFILES: Record<PodShape, { aspect: [number, number]; r: (t: number) => number }> = {
  round: { aspect: [0.95, 1.1], r: (t) => Math.sqrt(Math.max(0, 1 - (2 * t - 1) ** 2)) },
  bell: {
    aspect: [1.05, 1.25],
    r: (t) => Math.max(0, 1 - Math.abs(2 * t - 1) ** 6) ** (1 / 6) * (1 + 0.05 * Math.cos(t * 20)),
  },
  bonnet: {
    aspect: [0.8, 1.3],
    r: (t) =>
      Math.max(0, 1 - Math.abs(2 * t - 1) ** 3) ** (1 / 3) * (1 + 0.08 * Math.sin(t * 18)) * (1 - 0.25 * t),
  },
  bishop: {
    aspect: [1.05, 1.35],
    r: (t) =>
      t < 0.45
        ? Math.sqrt(Math.max(0, 1 - ((t - 0.45) / 0.45) ** 2))
        : 0.55 * Math.sqrt(Math.max(0, 1 - ((t - 0.45) / 0.55) ** 2)) * (1 + 0.15 * Math.sin(t * 30)),
  },
  lantern: {
    aspect: [1.25, 1.6],
    r: (t) => Math.sin(Math.PI * Math.min(1, t * 1.1)) ** 0.55 * (1 - 0.55 * t),
  },
  wrinkled: {
    aspect: [1.5, 2.1],
    r: (t) => Math.sin(Math.PI * t) ** 0.6 * (1 - 0.45 * t) * (1 + 0.14 * Math.sin(t * 26)),
  },
  conical: { aspect: [2, 2.9], r: (t) => Math.min(1, t * 7) * (1 - t) ** 0.85 },
  slim: { aspect: [3.3, 4.8], r: (t) => Math.min(1, t * 9) * (1 - t) ** 0.75 },
  long: { aspect: [5.5, 8], r: (t) => Math.min(1, t * 12) * (1 - t) ** 0.6 },
};

const BACKGROUNDS: [number, number, number][] = [
  [40, 30, 93],
  [210, 10, 92],
  [30, 20, 80],
  [0, 0, 97],
  [35, 25, 65],
  [200, 8, 40],
];

const hsl = ([h, s, l]: [number, number, number]) =>
  `hsl(${h.toFixed(0)},${Math.max(0, Math.min(100, s)).toFixed(0)}%,${Math.max(0, Math.min(100, l)).toFixed(0)}%)`;
const between = (rand: Random, [a, b]: [number, number]) => a + (b - a) * rand();

/** The SVG of one pod photo. */
export function podSvg(shape: PodShape, colour: PodColor, rand: Random, width = 480, height = 360): string {
  const profile = PROFILES[shape];
  const aspect = between(rand, profile.aspect);
  const angle = rand() * 360;
  // The pod fits in the frame at any angle: its longest extent is at most 80% of the short side.
  const length = Math.min(width, height) * between(rand, [0.5, 0.8]);
  const half = length / aspect / 2;
  const steps = 48;
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = -length / 2 + t * length;
    const r = Math.max(0.5, half * profile.r(t));
    top.push(`${x.toFixed(1)},${(-r).toFixed(1)}`);
    bottom.unshift(`${x.toFixed(1)},${r.toFixed(1)}`);
  }
  const [h, s, l] = SKIN[colour];
  const skin: [number, number, number] = [
    (h + between(rand, [-6, 6]) + 360) % 360,
    s + between(rand, [-10, 6]),
    l + between(rand, [-6, 6]),
  ];
  const shade: [number, number, number] = [skin[0], skin[1], skin[2] * 0.72];
  const bg = BACKGROUNDS[Math.floor(rand() * BACKGROUNDS.length)];
  const calyx = Math.max(4, half * 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${hsl(bg)}"/>
  <g transform="translate(${width / 2} ${height / 2}) rotate(${angle.toFixed(1)})">
    <polygon points="${[...top, ...bottom].join(' ')}" fill="${hsl(skin)}"/>
    <polygon points="${bottom.slice(0, Math.floor(steps * 0.8)).join(' ')}" fill="${hsl(shade)}" opacity="0.45"/>
    <ellipse cx="${(-length * 0.1).toFixed(1)}" cy="${(-half * 0.4).toFixed(1)}" rx="${(length * 0.12).toFixed(1)}" ry="${Math.max(1, half * 0.12).toFixed(1)}" fill="white" opacity="0.35"/>
    <rect x="${(-length / 2 - calyx * 0.6).toFixed(1)}" y="${(-calyx / 2).toFixed(1)}" width="${(calyx * 1.2).toFixed(1)}" height="${calyx.toFixed(1)}" rx="${(calyx / 3).toFixed(1)}" fill="hsl(95,45%,30%)"/>
  </g>
</svg>`;
}

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** JPEG quality. */
  quality?: number;
  /** Standard deviation of the sensor noise, in 8-bit levels. */
  noise?: number;
}

/** A JPEG of one pod: the drawing blurred a little, with sensor noise. */
export async function podPhoto(
  shape: PodShape,
  colour: PodColor,
  seed: number,
  options: PhotoOptions = {},
): Promise<Buffer> {
  const { width = 480, height = 360, quality = 85, noise = 14 } = options;
  const rand = randomSource(seed);
  const blur = between(rand, [0.4, 2.2]) * (width / 480);
  const drawing = await sharp(Buffer.from(podSvg(shape, colour, rand, width, height)))
    .blur(blur)
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = Buffer.from(drawing);
  // Gaussian noise per channel (Box-Muller on the seeded source).
  for (let i = 0; i < pixels.length; i += 2) {
    const u = Math.max(1e-9, rand());
    const v = rand();
    const m = Math.sqrt(-2 * Math.log(u));
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + noise * m * Math.cos(2 * Math.PI * v)));
    if (i + 1 < pixels.length)
      pixels[i + 1] = Math.max(0, Math.min(255, pixels[i + 1] + noise * m * Math.sin(2 * Math.PI * v)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
