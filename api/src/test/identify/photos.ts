/**
 * Test photos drawn with sharp from SVG: a red round pepper, a long green one, an orange lantern, and two
 * images that are no pepper (grey noise, a blue sky). Each is a JPEG (or PNG) buffer like a phone would send.
 */
import sharp from 'sharp';

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A drawing that renders as a JPEG by default, or as a PNG when asked. */
const drawing =
  (width: number, height: number, body: string) =>
  (format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> => {
    const image = sharp(svg(width, height, body));
    return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
  };

/** A glossy red cherry pepper with a short green stem on a linen background. */
export const redRoundPepper = drawing(
  480,
  360,
  `<rect width="480" height="360" fill="#efe8dc"/>
     <circle cx="240" cy="190" r="105" fill="#c8201e"/>
     <circle cx="250" cy="196" r="70" fill="#b31a18"/>
     <ellipse cx="200" cy="150" rx="26" ry="14" fill="#f6d2cc"/>
     <rect x="232" y="70" width="14" height="28" rx="5" fill="#4c7a2a"/>`,
);

/** A long, slender, slightly tapered green pepper lying at an angle on a pale table. */
export const longGreenPepper = drawing(
  640,
  400,
  `<rect width="640" height="400" fill="#e6e9ec"/>
     <g transform="rotate(-18 320 200)">
       <path d="M 90 200 C 90 168, 130 168, 170 170 L 500 186 C 540 190, 575 198, 590 202 C 575 208, 540 214, 500 216 L 170 232 C 130 234, 90 232, 90 200 Z" fill="#3f8a2e"/>
       <path d="M 140 188 L 470 196" stroke="#6fb052" stroke-width="6" stroke-linecap="round"/>
       <rect x="62" y="194" width="32" height="12" rx="5" fill="#5b7d2c"/>
     </g>`,
);

/** An orange habanero-style lantern: wide lobed shoulders tapering to a blunt tip. */
export const orangeLanternPepper = drawing(
  400,
  440,
  `<rect width="400" height="440" fill="#f4f1ea"/>
     <path d="M 110 130 C 110 95, 160 88, 200 96 C 240 88, 290 95, 290 130 C 296 190, 270 250, 235 300 C 220 322, 205 340, 198 342 C 190 338, 176 320, 162 300 C 128 250, 104 190, 110 130 Z" fill="#f27a0c"/>
     <path d="M 170 120 C 160 170, 170 240, 190 300" stroke="#d9640a" stroke-width="6" fill="none"/>
     <ellipse cx="150" cy="150" rx="14" ry="26" fill="#fbc58f"/>
     <rect x="192" y="66" width="14" height="34" rx="5" fill="#4f7a2a"/>`,
);

/** Mid-grey noise: nothing stands out from the background. */
export async function greyNoise(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const v = 60 + (seed % 140);
    raw[i * 3] = v;
    raw[i * 3 + 1] = v;
    raw[i * 3 + 2] = v;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A clear blue sky, lighter towards the horizon. */
export const blueSky = drawing(
  480,
  320,
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f6fd0"/><stop offset="1" stop-color="#bcd8f5"/></linearGradient></defs>
     <rect width="480" height="320" fill="url(#s)"/>`,
);

/** A blue mug on a table: an object stands out, but it is no pepper colour. */
export const blueMug = drawing(
  400,
  300,
  `<rect width="400" height="300" fill="#efe8dc"/><rect x="140" y="80" width="120" height="150" rx="12" fill="#2447a8"/>`,
);

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;
