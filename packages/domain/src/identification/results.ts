import { heatLevelLabel, isSuperhotPepper, pepperHeatLevel } from '../heat/scale';
import { heatBesideLevel } from '../heat/level-figure';
import { foldName } from '../text';

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
  /** The database variety the result was matched to, when the server knows it. */
  matchedPepperId?: number;
  /** Up to three database varieties, most likely first (the fields above describe the first). */
  candidates?: ResultCandidate[];
}

export interface ResultCandidate {
  pepperId: number;
  name: string;
  shuMin: number;
  shuMax: number;
  /** 0..1 */
  confidence: number;
  supportingFeatures: string[];
}

const isCandidate = (c: unknown): c is ResultCandidate =>
  Boolean(c) &&
  typeof c === 'object' &&
  typeof (c as ResultCandidate).pepperId === 'number' &&
  typeof (c as ResultCandidate).name === 'string';

/**
 * Fallback results are marked 'Database pattern matching'. The mark is the first entry of
 * identificationCriteria (the result shape has no other field for it, and the result view lists criteria).
 */
export const FALLBACK_METHOD = 'Database pattern matching';

const emptyCharacteristics = (): PhysicalCharacteristics => ({
  color: '',
  shape: '',
  size: '',
  surface: '',
  thickness: '',
  stemAttachment: '',
});

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

/** The one inconclusive result, with its exact texts (frozen: copy it before changing it). */
export const INCONCLUSIVE_RESULT: IdentificationResult = deepFreeze({
  pepperName: 'Capsicum specimen - identification inconclusive',
  definitive: false,
  botanicalClassification: 'Capsicum genus',
  shuRange: 'Heat level undetermined - exercise caution',
  physicalCharacteristics: emptyCharacteristics(),
  identificationCriteria: ['Insufficient data for identification'],
  eliminatedVarieties: [],
  culturalContext: 'Cultural significance unknown',
  origin: 'Origin undetermined',
  alternativeNames: [],
  distinguishingFeatures: [],
  warnings: ['Heat level unknown - handle with extreme caution'],
});

const IDENTIFY_PLACEHOLDERS = {
  botanicalClassification: 'Classification pending',
  shuRange: 'Heat analysis required',
  origin: 'Origin undetermined',
  culturalContext: 'Cultural significance unknown',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

function base(partial: Partial<IdentificationResult>): IdentificationResult {
  const pc = (partial.physicalCharacteristics ?? {}) as Partial<PhysicalCharacteristics>;
  return {
    pepperName: text(partial.pepperName),
    definitive: partial.definitive === true,
    botanicalClassification:
      text(partial.botanicalClassification) || IDENTIFY_PLACEHOLDERS.botanicalClassification,
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
    ...(typeof partial.matchedPepperId === 'number' ? { matchedPepperId: partial.matchedPepperId } : {}),
    ...(Array.isArray(partial.candidates)
      ? { candidates: partial.candidates.filter(isCandidate).slice(0, 3) }
      : {}),
  };
}

/**
 * Missing fields of a primary result get the placeholders 'Classification pending', 'Heat
 * analysis required', 'Origin undetermined' and 'Cultural significance unknown'; other missing texts become
 * '' and missing lists []. A result without a pepper name is no identification: the inconclusive result.
 */
export function normalisePrimaryResult(
  partial: Partial<IdentificationResult> | null | undefined,
): IdentificationResult {
  if (!partial || !text(partial.pepperName)) return INCONCLUSIVE_RESULT;
  return base(partial);
}

/** Fallback results are never definitive and are marked FALLBACK_METHOD; no identification gives the inconclusive result. */
export function normaliseFallbackResult(
  partial: Partial<IdentificationResult> | null | undefined,
): IdentificationResult {
  if (!partial || !text(partial.pepperName)) return INCONCLUSIVE_RESULT;
  const result = base(partial);
  return {
    ...result,
    definitive: false,
    identificationCriteria: [
      FALLBACK_METHOD,
      ...result.identificationCriteria.filter((c) => c !== FALLBACK_METHOD),
    ],
  };
}

/** The fallback mark of a result, if any. */
export function isFallbackResult(result: Pick<IdentificationResult, 'identificationCriteria'>): boolean {
  return result.identificationCriteria[0] === FALLBACK_METHOD;
}

/** The result view's badge. */
export function resultBadge(result: Pick<IdentificationResult, 'definitive'>): 'DEFINITIVE' | 'PROBABLE' {
  return result.definitive ? 'DEFINITIVE' : 'PROBABLE';
}

/** Identify is enabled only with an image and while not analyzing. */
export function canIdentify({ hasImage, analyzing }: { hasImage: boolean; analyzing: boolean }): boolean {
  return hasImage && !analyzing;
}

/** Errors thrown by the identify flow. */
export const IDENTIFY_ERRORS = {
  analyze: 'Failed to analyze pepper image',
  noData: 'No identification data received',
} as const;

export const MAX_UPLOAD_SIDE = 1280;

/** Scales a photo so its longest side is at most `max`, keeping the aspect ratio (each side at least 1 px); never upscales. */
export function scaleToFit(
  width: number,
  height: number,
  max = MAX_UPLOAD_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!(longest > max)) return { width, height };
  const ratio = max / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/* ---------------------------------------------------------------- candidates */

/** A ranked candidate as the rules need it. */
interface CandidateHeat {
  name: string;
  shuMin: number;
  shuMax: number;
}

const SUPERHOT_HANDLING_WARNING = 'Extreme heat: handle with extreme caution';

/** A superhot on the heat scale: typical heat at or above its superhot bound. */
export const isSuperhot = (c: Pick<CandidateHeat, 'shuMin' | 'shuMax'>) => isSuperhotPepper(c);

/**
 * The identification's heat text for a variety: its level on the heat scale and its range, e.g.
 * 'Very Hot: 100,000 - 350,000 SHU'.
 */
export function identifiedHeatText(p: { shuMin: number; shuMax: number }): string {
  return `${heatLevelLabel(pepperHeatLevel(p))}: ${heatBesideLevel(p, 'range')}`;
}

/**
 * A superhot anywhere among the candidates carries the handling warning: the photo cannot rule it out, so
 * the pod is handled as if it were one. When the first candidate is not a superhot, the warning names those that are.
 */
export function candidateWarnings(
  warnings: readonly string[],
  candidates: readonly CandidateHeat[],
): string[] {
  const superhots = candidates.filter(isSuperhot);
  if (superhots.length === 0) return [...warnings];
  const out = warnings.includes(SUPERHOT_HANDLING_WARNING)
    ? [...warnings]
    : [...warnings, SUPERHOT_HANDLING_WARNING];
  if (!isSuperhot(candidates[0])) {
    out.push(
      `It may be ${superhots.map((c) => c.name).join(' or ')}, a superhot: wear gloves until you know`,
    );
  }
  return out;
}

/** A confidence (0..1) as a whole percentage for display. */
export const confidencePercent = (confidence: number) =>
  Math.round(Math.min(1, Math.max(0, confidence)) * 100);

/** What makes a photo easier to identify. */
export const PHOTO_TIPS = [
  'Photograph one pod at a time, filling most of the frame.',
  'Use daylight or bright, even light; avoid the flash, coloured light and strong shadows.',
  'Put the pod on a plain, contrasting background (a white plate works well).',
  'Show the whole pod, with its calyx (the green cap) and stem, and the tip.',
  'Keep the camera steady and the pepper in focus.',
] as const;

/** Below this confidence the result screen suggests a better photo. */
export const LOW_CONFIDENCE = 0.5;

/**
 * Below this confidence the first candidate is no answer: on the matcher's calibration set, candidates shown
 * under 10% were right 1.8% of the time and those at 10-20% 14%, against 40% and more from 20% up. Such a
 * result says it cannot tell from this photo and lists the closest look-alikes, without a badge.
 */
export const CANNOT_TELL_BELOW = 0.2;

/** Whether a result cannot name the pepper: the inconclusive result, or a first candidate below CANNOT_TELL_BELOW. */
export function cannotTell(result: Pick<IdentificationResult, 'pepperName' | 'candidates'>): boolean {
  if (result.pepperName === INCONCLUSIVE_RESULT.pepperName) return true;
  const first = result.candidates?.[0];
  return first !== undefined && first.confidence < CANNOT_TELL_BELOW;
}

/**
 * The name a result is shown under, and what screen readers announce: a result that cannot name the pepper
 * says so ('Cannot tell from this photo') rather than its unlikely first candidate; the inconclusive result keeps
 * its own wording.
 */
export function resultHeadline(result: Pick<IdentificationResult, 'pepperName' | 'candidates'>): string {
  if (result.pepperName !== INCONCLUSIVE_RESULT.pepperName && cannotTell(result))
    return 'Cannot tell from this photo';
  return result.pepperName;
}

/**
 * Whether a line of text is about the named variety: the name alone, or followed by a note ('Habanero (too
 * small)', 'Habanero - wrong colour'); 'Scotch Bonnet Red' is another variety than 'Scotch Bonnet'.
 */
const startsWithName = (line: string, name: string) => {
  const text = foldName(line);
  const n = foldName(name);
  return n !== '' && text.startsWith(n) && /^(\s*$|\s*[(:,;\-–—])/.test(text.slice(n.length));
};

/**
 * The eliminated varieties a result may show: none that it also suggests. A look-alike ruled out cannot be
 * offered as "It could also be" (or as the answer) on the same screen, so a variety the result names as a
 * candidate, or by its own name, is dropped from the eliminated list.
 */
export function eliminatedNotSuggested(
  result: Pick<IdentificationResult, 'pepperName' | 'eliminatedVarieties' | 'candidates'>,
): string[] {
  const suggested = [result.pepperName, ...(result.candidates ?? []).map((c) => c.name)];
  return result.eliminatedVarieties.filter((line) => !suggested.some((name) => startsWithName(line, name)));
}

/** Where "Add to My Garden" starts a planting of a variety. */
export const gardenAddPath = (pepperId: number) => `/garden?add=${pepperId}`;
