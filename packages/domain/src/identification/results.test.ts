import { describe, expect, it } from 'vitest';
import {
  candidateWarnings,
  canIdentify,
  CANNOT_TELL_BELOW,
  cannotTell,
  confidencePercent,
  FALLBACK_METHOD,
  gardenAddPath,
  identifiedHeatText,
  INCONCLUSIVE_RESULT,
  isFallbackResult,
  MAX_UPLOAD_SIDE,
  normaliseFallbackResult,
  normalisePrimaryResult,
  PHOTO_TIPS,
  resultBadge,
  scaleToFit,
  eliminatedNotSuggested,
  resultHeadline,
} from './results';

const HANDLE_WITH_CARE = 'Extreme heat: handle with extreme caution';

describe('the inconclusive result', () => {
  it('carries the product’s exact texts and is not definitive', () => {
    expect(INCONCLUSIVE_RESULT).toMatchObject({
      pepperName: 'Capsicum specimen - identification inconclusive',
      definitive: false,
      botanicalClassification: 'Capsicum genus',
      shuRange: 'Heat level undetermined - exercise caution',
      identificationCriteria: ['Insufficient data for identification'],
      warnings: ['Heat level unknown - handle with extreme caution'],
    });
  });
  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(INCONCLUSIVE_RESULT)).toBe(true);
    expect(Object.isFrozen(INCONCLUSIVE_RESULT.warnings)).toBe(true);
    expect(Object.isFrozen(INCONCLUSIVE_RESULT.physicalCharacteristics)).toBe(true);
  });
  it('has no matched variety', () => expect('matchedPepperId' in INCONCLUSIVE_RESULT).toBe(false));
});

describe('primary results', () => {
  const r = normalisePrimaryResult({ pepperName: 'Habanero', definitive: true });
  it("fill a missing classification with 'Classification pending'", () =>
    expect(r.botanicalClassification).toBe('Classification pending'));
  it("fill a missing heat with 'Heat analysis required'", () =>
    expect(r.shuRange).toBe('Heat analysis required'));
  it("fill a missing origin with 'Origin undetermined'", () => expect(r.origin).toBe('Origin undetermined'));
  it("fill a missing cultural context with 'Cultural significance unknown'", () =>
    expect(r.culturalContext).toBe('Cultural significance unknown'));
  it('fill other missing fields with empty texts and lists', () => {
    const characteristics = ['color', 'shape', 'size', 'surface', 'thickness', 'stemAttachment'];
    expect(r.physicalCharacteristics).toEqual(Object.fromEntries(characteristics.map((c) => [c, ''])));
    expect([
      r.identificationCriteria,
      r.eliminatedVarieties,
      r.alternativeNames,
      r.distinguishingFeatures,
      r.warnings,
    ]).toEqual([[], [], [], [], []]);
  });
  it('keep what the server sent, trimmed', () => {
    const full = normalisePrimaryResult({
      pepperName: ' Cayenne ',
      origin: 'French Guiana',
      alternativeNames: ['Guinea spice', ''],
      matchedPepperId: 12,
    });
    expect(full).toMatchObject({
      pepperName: 'Cayenne',
      origin: 'French Guiana',
      alternativeNames: ['Guinea spice'],
      matchedPepperId: 12,
      definitive: false,
    });
  });
  it('fill blank texts like missing ones', () =>
    expect(normalisePrimaryResult({ pepperName: 'X', origin: '  ' }).origin).toBe('Origin undetermined'));
  it('keep definitive only when it is true', () =>
    expect(
      normalisePrimaryResult({ pepperName: 'X', definitive: 'yes' as unknown as boolean }).definitive,
    ).toBe(false));
  it('become the inconclusive result without an identification', () => {
    expect(normalisePrimaryResult(null)).toBe(INCONCLUSIVE_RESULT);
    expect(normalisePrimaryResult({ origin: 'Peru' })).toBe(INCONCLUSIVE_RESULT);
  });
  it('are not marked as fallback', () => expect(isFallbackResult(r)).toBe(false));
});

describe('fallback results', () => {
  const r = normaliseFallbackResult({
    pepperName: 'Cayenne',
    definitive: true,
    identificationCriteria: ['Long red pod', FALLBACK_METHOD],
  });
  it('are never definitive', () => expect(r.definitive).toBe(false));
  it("are marked 'Database pattern matching' first, once", () => {
    expect(r.identificationCriteria).toEqual(['Database pattern matching', 'Long red pod']);
    expect(isFallbackResult(r)).toBe(true);
  });
  it('become the inconclusive result without an identification', () =>
    expect(normaliseFallbackResult(undefined)).toBe(INCONCLUSIVE_RESULT));
});

describe('the result view and the Identify button', () => {
  it('badges DEFINITIVE or PROBABLE', () => {
    expect(resultBadge({ definitive: true })).toBe('DEFINITIVE');
    expect(resultBadge({ definitive: false })).toBe('PROBABLE');
  });
  it('enables Identify only with an image and while not analyzing', () => {
    expect(canIdentify({ hasImage: false, analyzing: false })).toBe(false);
    expect(canIdentify({ hasImage: true, analyzing: true })).toBe(false);
    expect(canIdentify({ hasImage: true, analyzing: false })).toBe(true);
  });
});

describe('photos sent for identification', () => {
  it('scales a 4032x3024 photo to 1280x960', () =>
    expect(scaleToFit(4032, 3024)).toEqual({ width: 1280, height: 960 }));
  it('scales a portrait photo by its height', () =>
    expect(scaleToFit(3024, 4032)).toEqual({ width: 960, height: 1280 }));
  it('leaves a photo of exactly 1280 alone', () =>
    expect(scaleToFit(1280, 720, MAX_UPLOAD_SIDE)).toEqual({ width: 1280, height: 720 }));
  it('scales a photo of 1281', () => expect(scaleToFit(1281, 100)).toEqual({ width: 1280, height: 100 }));
  it('never upscales', () => expect(scaleToFit(800, 600)).toEqual({ width: 800, height: 600 }));
  it('keeps a very thin photo at least 1 px', () =>
    expect(scaleToFit(10_000, 2)).toEqual({ width: 1280, height: 1 }));
});

describe('candidates', () => {
  const habanero = { name: 'Habanero', shuMin: 100_000, shuMax: 350_000 };
  const reaper = { name: 'Carolina Reaper', shuMin: 1_400_000, shuMax: 2_200_000 };
  // A ghost pepper's range touches 1,000,000 but its typical heat (948,214) is Very Hot, not Superhot.
  const ghost = { name: 'Ghost Pepper', shuMin: 855_000, shuMax: 1_041_427 };

  it('a superhot anywhere in the top three carries the handling warning', () => {
    expect(candidateWarnings([], [habanero])).toEqual([]);
    expect(candidateWarnings([], [reaper, habanero])).toEqual([HANDLE_WITH_CARE]);
    expect(
      candidateWarnings(['Wear gloves'], [habanero, { name: 'Bell', shuMin: 0, shuMax: 0 }, reaper]),
    ).toEqual([
      'Wear gloves',
      HANDLE_WITH_CARE,
      'It may be Carolina Reaper, a superhot: wear gloves until you know',
    ]);
  });

  it('calls a candidate a superhot as the heat scale does', () => {
    expect(candidateWarnings([], [ghost])).toEqual([]);
    expect(identifiedHeatText(ghost)).toBe('Very Hot: 855,000 - 1,041,427 SHU');
    expect(identifiedHeatText(reaper)).toBe('Superhot: 1,400,000 - 2,200,000 SHU');
  });

  it('does not repeat the warning', () => {
    expect(candidateWarnings([HANDLE_WITH_CARE], [reaper])).toEqual([HANDLE_WITH_CARE]);
  });

  it('shows a confidence as a whole percentage and sends "Add to My Garden" to a new planting', () => {
    expect(confidencePercent(0.804)).toBe(80);
    expect(confidencePercent(1.2)).toBe(100);
    expect(gardenAddPath(12)).toBe('/garden?add=12');
    expect(PHOTO_TIPS.join(' ')).toMatch(/calyx/);
  });
});

describe('when a result cannot tell', () => {
  const candidate = (confidence: number) => ({
    pepperId: 1,
    name: 'Fresno',
    shuMin: 2_500,
    shuMax: 10_000,
    confidence,
    supportingFeatures: [],
  });
  it('cannot tell for the inconclusive result', () => {
    expect(cannotTell(INCONCLUSIVE_RESULT)).toBe(true);
  });
  it('cannot tell when the first candidate is under 20%, and can from 20% up', () => {
    expect(cannotTell({ pepperName: 'Fresno', candidates: [candidate(0.19)] })).toBe(true);
    expect(cannotTell({ pepperName: 'Fresno', candidates: [candidate(CANNOT_TELL_BELOW)] })).toBe(false);
    expect(cannotTell({ pepperName: 'Fresno', candidates: [candidate(0.72)] })).toBe(false);
  });
  it('trusts a named result that carries no candidates', () => {
    expect(cannotTell({ pepperName: 'Habanero' })).toBe(false);
  });
});

describe('one answer per result', () => {
  const candidate = (name: string, confidence: number) => ({
    pepperId: 1,
    name,
    shuMin: 100,
    shuMax: 500,
    confidence,
    supportingFeatures: [],
  });

  it('shows and announces a result too unlikely to name as "Cannot tell from this photo"', () => {
    expect(
      resultHeadline({
        pepperName: 'Feher Ozon Paprika',
        candidates: [candidate('Feher Ozon Paprika', 0.12)],
      }),
    ).toBe('Cannot tell from this photo');
    expect(resultHeadline({ pepperName: 'Habanero', candidates: [candidate('Habanero', 0.6)] })).toBe(
      'Habanero',
    );
    expect(resultHeadline(INCONCLUSIVE_RESULT)).toBe(INCONCLUSIVE_RESULT.pepperName);
  });

  it('drops from the eliminated varieties every variety it suggests, whatever the entry adds after the name', () => {
    expect(
      eliminatedNotSuggested({
        pepperName: 'Habanero',
        eliminatedVarieties: [
          'habanero (too small)',
          'Scotch Bonnet - squatter',
          'Scotch Bonnet Red',
          'Fatalii',
        ],
        candidates: [candidate('Habanero', 0.6), candidate('Scotch Bonnet', 0.3)],
      }),
    ).toEqual(['Scotch Bonnet Red', 'Fatalii']);
  });
});
