/**
 * Journal photos: checked like identification photos (a real JPEG, PNG, WebP or HEIC/AVIF, at most 8 MB
 * and 40 megapixels), turned upright, scaled to fit 1600 px and re-encoded as WebP. Re-encoding without
 * keeping metadata drops EXIF (and so any GPS position) and anything hidden in the original file.
 */
import sharp from 'sharp';
import type { Db } from '../../db/connection.js';
import { apart } from '../../db/write-scope.js';
import { checkImageDataUrl, decodeOrRefuse, SHARP_INPUT } from '../identify/image-input.js';

/** A photo as it is stored: its type and bytes. */
export interface StoredPhoto {
  mime: string;
  data: Buffer;
}

export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_QUALITY = 80;

/**
 * What re-encoding a photo costs, in milliseconds of CPU, from its size alone (read from its header before
 * any pixel is decoded): about 5.2 ms a megapixel (a 36 MP JPEG takes ~185 ms), plus a little for any photo.
 */
export const photoCostMs = (width: number, height: number) =>
  Math.ceil(5 + (5.2 * width * height) / 1_000_000);

/**
 * One photo is re-encoded at a time, on one thread of the image library: a flood of photos can then take at
 * most one core from everyone else (the library would otherwise spread one photo over every core).
 */
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Checks and re-encodes a photo; `spend` is called with its cost before the work starts (and may refuse it by
 * throwing).
 */
export function storePhoto(
  dataUrl: string,
  spend: (costMs: number) => Promise<void> = async () => undefined,
): Promise<StoredPhoto> {
  // Photos are re-encoded before their write stores anything: the database is not held meanwhile.
  return apart(async () => {
    const image = await checkImageDataUrl(dataUrl);
    await spend(photoCostMs(image.width, image.height));
    const data = await oneAtATime(() =>
      decodeOrRefuse(() =>
        sharp(image.bytes, SHARP_INPUT)
          .rotate()
          .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: PHOTO_QUALITY })
          .toBuffer(),
      ),
    );
    return { mime: 'image/webp', data };
  });
}

/** The owner's photo in `table` that matches `match`; none for a caller who has no garden. */
export async function ownedPhoto(
  db: Db,
  table: 'garden_photos' | 'garden_seed_photos',
  owner: string | null,
  match: Record<string, number>,
): Promise<StoredPhoto | undefined> {
  if (!owner) return undefined;
  return db(table)
    .where({ owner, ...match })
    .first('mime', 'data');
}
