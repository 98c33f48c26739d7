/**
 * Input safety for POST /api/identify: only base64 data URLs of JPEG, PNG, WebP or HEIC/AVIF whose bytes
 * are such an image (recognised by their magic bytes, not by the declared type), at most 8 MB decoded and
 * 40 megapixels, and readable by the image decoder. Anything else is an ImageInputError (a 400).
 */
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
];

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** The prebuilt decoder reads AVIF but not every HEIC (HEVC) photo. */
const HEIC_UNREADABLE =
  'This HEIC photo could not be decoded: send it as JPEG (most phones can share a photo as JPEG)';

export class ImageInputError extends Error {
  readonly statusCode = 400;
}

export interface CheckedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The image format by its leading bytes, or null when they are not one we accept. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return 'heif';
  return null;
}

/** Options for every decoder call: the pixel limit is enforced by the decoder too. */
export const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** Parses and checks a data URL; throws ImageInputError with a message a person can act on. */
export async function checkImageDataUrl(dataUrl: string): Promise<CheckedImage> {
  const match = /^data:([a-zA-Z0-9.+/-]+);base64,([A-Za-z0-9+/\r\n]*={0,2})$/.exec(dataUrl);
  if (!match) throw new ImageInputError('image must be a base64 data URL (data:image/jpeg;base64,...)');
  const declared = match[1].toLowerCase();
  if (!ACCEPTED_TYPES.includes(declared)) {
    throw new ImageInputError(
      `Unsupported image type ${declared}: send a JPEG, PNG, WebP, HEIC or AVIF photo`,
    );
  }
  // Length of the decoded data, known before decoding anything.
  const b64 = match[2].replace(/[\r\n]/g, '');
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  const size = Math.floor((b64.length * 3) / 4) - padding;
  if (size <= 0) throw new ImageInputError('The image is empty');
  if (size > MAX_IMAGE_BYTES)
    throw new ImageInputError('The image is larger than 8 MB: send a smaller photo');
  const bytes = Buffer.from(b64, 'base64');
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageInputError('The data is not a JPEG, PNG, WebP, HEIC or AVIF image');
  let meta: sharp.Metadata;
  try {
    // Reads the header only; the pixel limit is checked below with its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (format === 'heif') throw new ImageInputError(HEIC_UNREADABLE);
    throw new ImageInputError('The image could not be read: the file is damaged or not an image');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new ImageInputError('The image could not be read: it has no size');
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ImageInputError('The image is larger than 40 megapixels: send a smaller photo');
  const decoded =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp'
      ? meta.format
      : meta.format === 'heif'
        ? 'heif'
        : null;
  if (decoded !== format)
    throw new ImageInputError('The image could not be read: its content does not match a supported format');
  return { bytes, format, width, height };
}

/** Runs a decode and reports a failure as bad input (a truncated or corrupt body decodes with an error). */
export async function decodeOrRefuse<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (err) {
    const message = String((err as Error)?.message ?? err);
    if (/heif|heic|compression format/i.test(message)) {
      throw new ImageInputError(HEIC_UNREADABLE);
    }
    throw new ImageInputError('The image could not be decoded: the file is damaged or not an image');
  }
}

/** The photo as the vision model gets it: upright, at most 1280 px on its longest side, JPEG. */
export async function toModelJpeg(image: CheckedImage): Promise<string> {
  const jpeg = await decodeOrRefuse(() =>
    sharp(image.bytes, SHARP_INPUT)
      .rotate()
      .resize(1280, 1280, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
