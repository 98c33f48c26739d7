/**
 * Getting a photo ready for upload, in the browser: read a file as a data URL, scale it so its longest side is
 * at most MAX_UPLOAD_SIDE (a 12-megapixel phone photo becomes ~1280x960, a few hundred KB as JPEG), and grab a
 * frame from the camera. JPEG at quality 0.8.
 */
import { readFileAsDataUrl } from '@pepper/client';
import { MAX_UPLOAD_SIDE, scaleToFit } from '@pepper/domain/identification';
import { JPEG_QUALITY } from './camera-settings';

/** Draws a source (photo or video frame) at most `max` px on its longest side, on white, as a JPEG data URL. */
export function drawScaled(
  source: CanvasImageSource,
  width: number,
  height: number,
  max = MAX_UPLOAD_SIDE,
): string {
  const size = scaleToFit(width, height, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // A transparent PNG would turn black as JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The browser cannot display this image'));
    image.src = src;
  });
}

/**
 * The photo scaled down for upload. A photo the browser cannot decode (e.g. HEIC outside Safari) is sent as it
 * is: the server decides whether it can read it.
 */
export async function scaleForUpload(dataUrl: string, max = MAX_UPLOAD_SIDE): Promise<string> {
  try {
    const image = await loadImage(dataUrl);
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    if (!width || !height) return dataUrl;
    return drawScaled(image, width, height, max);
  } catch {
    return dataUrl;
  }
}

/** Reads and scales a chosen file. */
export async function preparePhoto(file: Blob): Promise<string> {
  return scaleForUpload(await readFileAsDataUrl(file));
}

/** Stops every track of a camera stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
