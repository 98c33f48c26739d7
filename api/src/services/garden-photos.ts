/**
 * Journal photos: checked like identification photos (a real JPEG, PNG, WebP or HEIC/AVIF, at most 8 MB
 * and 40 megapixels), turned upright, scaled to fit 1600 px and re-encoded as WebP. Re-encoding without
 * keeping metadata drops EXIF (and so any GPS position) and anything hidden in the original file.
 */
import sharp from 'sharp';
import { checkImageDataUrl, decodeOrRefuse, SHARP_INPUT } from './identify/image-input.js';

export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_QUALITY = 80;

export async function storePhoto(dataUrl: string): Promise<{ mime: string; data: Buffer }> {
  const image = await checkImageDataUrl(dataUrl);
  const data = await decodeOrRefuse(() =>
    sharp(image.bytes, SHARP_INPUT)
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer(),
  );
  return { mime: 'image/webp', data };
}
