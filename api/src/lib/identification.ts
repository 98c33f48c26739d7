/**
 * The inconclusive identification of spec 01 §8. @pepper/domain is to export INCONCLUSIVE_RESULT;
 * when it does, re-export it from there and delete this copy.
 */
import type { Identification } from '@pepper/contract';

export const INCONCLUSIVE_RESULT: Identification = {
  pepperName: 'Capsicum specimen - identification inconclusive',
  definitive: false,
  botanicalClassification: 'Capsicum genus',
  shuRange: 'Heat level undetermined - exercise caution',
  physicalCharacteristics: { color: '', shape: '', size: '', surface: '', thickness: '', stemAttachment: '' },
  identificationCriteria: ['Insufficient data for identification'],
  eliminatedVarieties: [],
  culturalContext: 'Cultural significance unknown',
  origin: 'Origin undetermined',
  alternativeNames: [],
  distinguishingFeatures: [],
  warnings: ['Heat level unknown - handle with extreme caution'],
};

/** Splits a data URL into its type and bytes; null when it is not base64 image data. */
export function decodeImageDataUrl(dataUrl: string): { mimeType: string; bytes: Buffer } | null {
  const match = /^data:(image\/[a-zA-Z0-9.+-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2], 'base64');
  return bytes.length ? { mimeType: match[1], bytes } : null;
}
