export interface PhysicalCharacteristics {
  color: string;
  shape: string;
  size: string;
  surface: string;
  thickness: string;
  stemAttachment: string;
}

export interface IdentificationResult {
  pepperName: string;
  definitive: boolean;
  botanicalClassification: string;
  shuRange: string;
  physicalCharacteristics: PhysicalCharacteristics;
  identificationCriteria: string[];
  eliminatedVarieties: string[];
  culturalContext: string;
  origin: string;
  alternativeNames: string[];
  distinguishingFeatures: string[];
  warnings: string[];
  matchedPepperId?: number | null;
}

export const FALLBACK_METHOD = 'Database pattern matching';

const EMPTY_CHARACTERISTICS: PhysicalCharacteristics = { color: '', shape: '', size: '', surface: '', thickness: '', stemAttachment: '' };

/** Spec 01 §8: the one inconclusive result, with its exact texts. */
export const INCONCLUSIVE_RESULT: IdentificationResult = Object.freeze({
  pepperName: 'Capsicum specimen - identification inconclusive',
  definitive: false,
  botanicalClassification: 'Capsicum genus',
  shuRange: 'Heat level undetermined - exercise caution',
  physicalCharacteristics: EMPTY_CHARACTERISTICS,
  identificationCriteria: ['Insufficient data for identification'],
  eliminatedVarieties: [],
  culturalContext: 'Cultural significance unknown',
  origin: 'Origin undetermined',
  alternativeNames: [],
  distinguishingFeatures: [],
  warnings: ['Heat level unknown - handle with extreme caution'],
  matchedPepperId: null,
}) as IdentificationResult;

export const IDENTIFY_PLACEHOLDERS = {
  botanicalClassification: 'Classification pending',
  shuRange: 'Heat analysis required',
  origin: 'Origin undetermined',
  culturalContext: 'Cultural significance unknown',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

function base(partial: Partial<IdentificationResult>): IdentificationResult {
  const pc = (partial.physicalCharacteristics ?? {}) as Partial<PhysicalCharacteristics>;
  return {
    pepperName: text(partial.pepperName),
    definitive: partial.definitive === true,
    botanicalClassification: text(partial.botanicalClassification) || IDENTIFY_PLACEHOLDERS.botanicalClassification,
    shuRange: text(partial.shuRange) || IDENTIFY_PLACEHOLDERS.shuRange,
    physicalCharacteristics: {
      color: text(pc.color),
      shape: text(pc.shape),
      size: text(pc.size),
      surface: text(pc.surface),
      thickness: text(pc.thickness),
      stemAttachment: text(pc.stemAttachment),
    },
    identificationCriteria: list(partial.identificationCriteria),
    eliminatedVarieties: list(partial.eliminatedVarieties),
    culturalContext: text(partial.culturalContext) || IDENTIFY_PLACEHOLDERS.culturalContext,
    origin: text(partial.origin) || IDENTIFY_PLACEHOLDERS.origin,
    alternativeNames: list(partial.alternativeNames),
    distinguishingFeatures: list(partial.distinguishingFeatures),
    warnings: list(partial.warnings),
    matchedPepperId: typeof partial.matchedPepperId === 'number' ? partial.matchedPepperId : null,
  };
}

/** Spec 01 §8: missing fields of a primary result get the placeholders; a result without a name is inconclusive. */
export function normalisePrimaryResult(partial: Partial<IdentificationResult> | null | undefined): IdentificationResult {
  if (!partial || !text(partial.pepperName)) return INCONCLUSIVE_RESULT;
  return base(partial);
}

/**
 * Fallback results are never definitive and are marked 'Database pattern matching': the mark leads the
 * identification criteria.
 */
export function normaliseFallbackResult(partial: Partial<IdentificationResult> | null | undefined): IdentificationResult {
  if (!partial || !text(partial.pepperName)) return INCONCLUSIVE_RESULT;
  const result = base(partial);
  return {
    ...result,
    definitive: false,
    identificationCriteria: [FALLBACK_METHOD, ...result.identificationCriteria.filter((c) => c !== FALLBACK_METHOD)],
  };
}

export const IDENTIFY_ERRORS = {
  analyze: 'Failed to analyze pepper image',
  noData: 'No identification data received',
} as const;

export const CAMERA_CONSTRAINTS = { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } as const;
export const JPEG_QUALITY = 0.8;
export const CAMERA_ERROR = 'Unable to access camera. Please ensure camera permissions are granted.';
export const MAX_UPLOAD_SIDE = 1280;

/** Scales a photo so its longest side is at most `max`, keeping the aspect; never upscales. */
export function scaleToFit(width: number, height: number, max = MAX_UPLOAD_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const ratio = max / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}
