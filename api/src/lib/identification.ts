/** The inconclusive identification of spec 01 §8 comes from the domain; this module adds the API's decoding. */
export { INCONCLUSIVE_RESULT } from '@pepper/domain';

/** Splits a data URL into its type and bytes; null when it is not base64 image data. */
export function decodeImageDataUrl(dataUrl: string): { mimeType: string; bytes: Buffer } | null {
  const match = /^data:(image\/[a-zA-Z0-9.+-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64');
  return bytes.length ? { mimeType: match[1], bytes } : null;
}
