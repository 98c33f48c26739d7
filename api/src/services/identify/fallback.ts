/**
 * Offline identification ("Database pattern matching"): measures the photo (photo-analysis.ts)
 * and ranks every variety of the database by how well its ripe colour (and the colours its description
 * names, e.g. 'Green ripening to red') and its pod shape match what was measured.
 *
 *   score = 0.55 × colour match + 0.45 × shape match        (each 0..1)
 *
 * The best variety is answered as PROBABLE (never definitive) when its score is at least MIN_MATCH_SCORE;
 * otherwise, or when no pepper-like object is found (no object standing out from the background, or an
 * object mostly grey or blue), the answer is the inconclusive result.
 *
 * Size: a photo has no scale, so the pod's absolute size cannot be measured; the share of the frame the
 * fruit covers is reported, and the variety's typical size is quoted from the database.
 */
import type { Identification, IdentificationCandidate, Pepper, PodColor, PodShape } from '@pepper/contract';
import { MAX_IDENTIFICATION_CANDIDATES } from '@pepper/contract';
import {
  candidateWarnings,
  identifiedHeatText,
  INCONCLUSIVE_RESULT,
  normaliseFallbackResult,
} from '@pepper/domain/identification';
import { CALIBRATION_TEMPERATURE, calibratedConfidences } from './confidence.js';
import { analysePhoto, type ColourClass, type PhotoMeasurements } from './photo-analysis.js';

export const MIN_MATCH_SCORE = 0.6;
export const COLOUR_WEIGHT = 0.55;
export const SHAPE_WEIGHT = 0.45;
/** Above this share of grey or blue the object is not taken for a pepper. */
const MAX_NON_POD_SHARE = 0.5;

/** How well a measured colour class fits a variety's ripe colour (1 on the diagonal). */
const NEAR: Partial<Record<ColourClass, Partial<Record<PodColor, number>>>> = {
  red: { orange: 0.35, brown: 0.35, purple: 0.2 },
  orange: { red: 0.35, yellow: 0.35, peach: 0.5, brown: 0.2 },
  yellow: { orange: 0.35, white: 0.25, peach: 0.3 },
  brown: { red: 0.35, black: 0.45, purple: 0.3, orange: 0.2 },
  purple: { black: 0.5, brown: 0.3, red: 0.15 },
  black: { purple: 0.5, brown: 0.45 },
  peach: { orange: 0.5, white: 0.35, yellow: 0.3 },
  white: { yellow: 0.25, peach: 0.35 },
};
/** Words in a variety's colour text ('Green ripening to red') that name a colour class. */
const COLOUR_WORDS: Partial<Record<ColourClass, RegExp>> = {
  red: /\b(red|crimson|scarlet)\b/i,
  orange: /\borange\b/i,
  yellow: /\b(yellow|gold|golden)\b/i,
  green: /\bgreen\b/i,
  brown: /\b(brown|chocolate)\b/i,
  purple: /\b(purple|violet)\b/i,
  black: /\bblack\b/i,
  white: /\b(white|cream|ivory)\b/i,
  peach: /\bpeach\b/i,
};
/** A colour the variety's description names (an unripe or alternative ripe colour) counts this much. */
const NAMED_COLOUR = 0.6;
/**
 * A colour the variety's texts say cooks pick, sell or cook it at before it ripens ('harvested green', 'roasted
 * green', 'eaten green') counts nearly as its ripe colour: a photo shows the pod as it is bought, and a poblano,
 * a shishito or a green chile is bought green though it ripens red.
 */
const PICKED_COLOUR = 0.9;
const PICKED_AT =
  /\b(?:harvest(?:ed)?|pick(?:ed)?|eaten|used|roast(?:ed)?|sold|fr(?:y|ied)|blistered|pickled|taken)\s+(?:(?:young|and|when|while|mostly|usually|still|it|them|pods)\s+){0,3}(\w+)/gi;

const SHAPE_WORDS: Record<PodShape, string> = {
  round: 'round (cherry-like)',
  bell: 'blocky bell',
  bonnet: 'squat bonnet',
  bishop: "bishop's crown",
  lantern: 'lantern',
  wrinkled: 'wrinkled, bumpy pod',
  conical: 'conical',
  slim: 'slim',
  long: 'long and slender',
};

export interface RankedPepper {
  pepper: Pepper;
  score: number;
  colour: number;
  shape: number;
}

/** Whether the variety's texts say it is picked or cooked at this colour before it ripens. */
function pickedAt(cls: ColourClass, pepper: Pepper): boolean {
  const words = COLOUR_WORDS[cls];
  if (!words) return false;
  const text = [pepper.color, pepper.description, ...(pepper.culinaryUses ?? [])].join(' ');
  return [...text.matchAll(PICKED_AT)].some((m) => words.test(m[1]));
}

function colourAffinity(cls: ColourClass, pepper: Pepper): number {
  if (cls === 'grey' || cls === 'blue') return 0;
  const ripe = cls === pepper.ripeColor ? 1 : (NEAR[cls]?.[pepper.ripeColor] ?? 0);
  const named = COLOUR_WORDS[cls]?.test(pepper.color) ? NAMED_COLOUR : 0;
  const picked = named && pickedAt(cls, pepper) ? PICKED_COLOUR : 0;
  return Math.max(ripe, named, picked);
}

export function rankPeppers(m: PhotoMeasurements, peppers: readonly Pepper[]): RankedPepper[] {
  return peppers
    .map((pepper) => {
      const colour = m.colours.reduce((sum, c) => sum + c.share * colourAffinity(c.colour, pepper), 0);
      const shape = m.shapeFit[pepper.shape] ?? 0;
      return { pepper, colour, shape, score: COLOUR_WEIGHT * colour + SHAPE_WEIGHT * shape };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.pepper.featured) - Number(a.pepper.featured) ||
        a.pepper.name.localeCompare(b.pepper.name),
    );
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The shape class the outline fits best. */
export function bestShape(m: PhotoMeasurements): PodShape {
  return (Object.entries(m.shapeFit) as [PodShape, number][]).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

function podColours(m: PhotoMeasurements) {
  return m.colours.filter((c) => c.colour !== 'grey' && c.colour !== 'blue');
}

/** True when the measured object can be a pepper at all. */
export function looksLikeAPepper(m: PhotoMeasurements): boolean {
  if (!m.found) return false;
  const nonPod = m.colours
    .filter((c) => c.colour === 'grey' || c.colour === 'blue')
    .reduce((s, c) => s + c.share, 0);
  return nonPod <= MAX_NON_POD_SHARE && podColours(m).length > 0;
}

function reasons(r: RankedPepper, m: PhotoMeasurements): string {
  const parts: string[] = [];
  const main = podColours(m)[0]?.colour;
  if (r.colour < 0.5) parts.push(`ripens ${r.pepper.ripeColor}, photo is ${main}`);
  if (r.shape < 0.5) parts.push(`${r.pepper.shape} pods, outline is ${bestShape(m)}`);
  if (!parts.length) parts.push('a weaker overall match');
  return `${r.pepper.name} (${pct(r.score)} similar: ${parts.join('; ')})`;
}

const inconclusive = (): Identification => ({ ...structuredClone(INCONCLUSIVE_RESULT), candidates: [] });

function supportingFeatures(r: RankedPepper, m: PhotoMeasurements): string[] {
  const main = podColours(m)[0]?.colour;
  const out: string[] = [];
  if (r.colour >= 0.5)
    out.push(
      `Colour: the photo is ${main}, the variety ripens ${r.pepper.ripeColor} (colour ${pct(r.colour)} similar)`,
    );
  else
    out.push(
      `Colour only partly fits: the photo is ${main}, the variety ripens ${r.pepper.ripeColor} (colour ${pct(r.colour)} similar)`,
    );
  if (r.shape >= 0.5)
    out.push(
      `Shape: ${SHAPE_WORDS[bestShape(m)]} outline fits its ${r.pepper.shape} pods (shape ${pct(r.shape)} similar)`,
    );
  else
    out.push(
      `Shape only partly fits: ${r.pepper.shape} pods, the outline is ${bestShape(m)} (shape ${pct(r.shape)} similar)`,
    );
  return out;
}

/** The top three varieties with calibrated confidences (confidence.ts), most likely first. */
export function offlineCandidates(
  m: PhotoMeasurements,
  ranked: readonly RankedPepper[],
): IdentificationCandidate[] {
  const confidences = calibratedConfidences(
    ranked.map((r) => r.score),
    CALIBRATION_TEMPERATURE,
  );
  return ranked.slice(0, MAX_IDENTIFICATION_CANDIDATES).map((r, i) => ({
    pepperId: r.pepper.id,
    name: r.pepper.name,
    shuMin: r.pepper.shuMin,
    shuMax: r.pepper.shuMax,
    confidence: confidences[i],
    supportingFeatures: supportingFeatures(r, m),
  }));
}

/** The identification for measured features, or the inconclusive result. */
export function identifyFromMeasurements(m: PhotoMeasurements, peppers: readonly Pepper[]): Identification {
  if (!looksLikeAPepper(m) || peppers.length === 0) return inconclusive();
  const ranked = rankPeppers(m, peppers);
  const best = ranked[0];
  if (best.score < MIN_MATCH_SCORE) return inconclusive();
  const candidates = offlineCandidates(m, ranked);
  const p = best.pepper;
  const colours = podColours(m);
  const shape = bestShape(m);
  const colourText = colours
    .slice(0, 2)
    .map((c, i) =>
      i === 0 ? `${c.colour} (${pct(c.share)} of the fruit)` : `then ${c.colour} (${pct(c.share)})`,
    )
    .join(', ');
  // The look-alikes ruled out are those after the candidates: a candidate is never also eliminated.
  const eliminated = ranked
    .slice(candidates.length)
    .filter((r) => !candidates.some((c) => c.name === r.pepper.name))
    .slice(0, 5)
    .map((r) => reasons(r, m));
  const warnings = ['Probable match from colour and shape only: confirm the variety before eating'];
  if (p.shuMax > 100_000) warnings.push('Very hot variety: wear gloves and avoid touching your eyes');

  const result = structuredClone(
    normaliseFallbackResult({
      pepperName: p.name,
      definitive: false,
      botanicalClassification: p.scientificName,
      shuRange: identifiedHeatText(p),
      physicalCharacteristics: {
        color: `${colours[0].colour[0].toUpperCase()}${colours[0].colour.slice(1)} (measured); variety: ${p.color}`,
        shape: `${SHAPE_WORDS[shape]} outline, ${m.aspect.toFixed(1)} times as long as wide (measured)`,
        size: `Typically ${p.size} (not measurable from a photo without a scale)`,
        surface: '',
        thickness: '',
        stemAttachment: '',
      },
      identificationCriteria: [
        `Dominant colour: ${colourText}`,
        `Shape: ${shape}, aspect ${m.aspect.toFixed(1)}, fills ${pct(m.fill)} of its outline`,
        `Fruit covers ${pct(m.frameShare)} of the photo; absolute size is not measured`,
        // A similarity of colour and shape, not the confidence shown beside the name: named as what it is.
        `Colour and shape similarity, the closest of ${peppers.length} varieties: ${pct(best.score)} (colour ${pct(best.colour)}, shape ${pct(best.shape)})`,
      ],
      eliminatedVarieties: eliminated,
      culturalContext: p.description,
      origin: p.origin,
      alternativeNames: p.commonNames,
      distinguishingFeatures: [
        `Ripens ${p.ripeColor}`,
        `${SHAPE_WORDS[p.shape]} pods about ${p.lengthCm} cm long`,
        p.color,
      ],
      warnings: candidateWarnings(warnings, candidates),
      matchedPepperId: p.id,
    }),
  );
  return { ...result, candidates };
}

export async function identifyFallback(image: Buffer, peppers: readonly Pepper[]): Promise<Identification> {
  return identifyFromMeasurements(await analysePhoto(image), peppers);
}
