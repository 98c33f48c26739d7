import { readFileAsDataUrl } from '@pepper/client';

/** The photo limit of the API, checked before the upload to save a phone's data. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** A chosen photo as the API takes it (a data URL), or what is wrong with it. */
export async function photoForUpload(photo: File): Promise<{ dataUrl: string } | { problem: string }> {
  if (!photo.type.startsWith('image/'))
    return { problem: 'The photo must be an image (JPEG, PNG, WebP or HEIC).' };
  if (photo.size > MAX_PHOTO_BYTES)
    return { problem: 'The photo is larger than 8 MB: choose a smaller one.' };
  return { dataUrl: await readFileAsDataUrl(photo) };
}
