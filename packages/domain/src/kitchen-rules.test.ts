import { describe, expect, it } from 'vitest';
import { blendLevel, blendShu, canRemoveIngredient, DEFAULT_INGREDIENT, parseIntegerInput, QUICK_ADD_PEPPERS } from './heat-calc';
import { dailyValueBarPercent, heatScaleLevel, riskBand } from './heat-scale';
import { FALLBACK_METHOD, INCONCLUSIVE_RESULT, normaliseFallbackResult, normalisePrimaryResult, scaleToFit } from './identify';
import { completedSteps, recommendedMethods, toggleMethod, toggleStep } from './preservation';
import { QUIZ_MAX_SCORE, QUIZ_TIERS, quizHeatFilter, quizScore, quizTier } from './quiz';

describe('heat calculator', () => {
  it('starts with Jalapeño at 5000 SHU and 100 g and offers the eight quick-add peppers', () => {
    expect(DEFAULT_INGREDIENT).toEqual({ name: 'Jalapeño', shu: 5000, amount: 100 });
    expect(QUICK_ADD_PEPPERS.map((p) => `${p.name} ${p.shu}`)).toEqual([
      'Bell 0', 'Poblano 1500', 'Jalapeño 5000', 'Serrano 15000', 'Cayenne 35000', 'Habanero 200000', 'Ghost 1000000', 'Carolina Reaper 2200000',
    ]);
  });
  it('parses integers and turns non-numeric input into 0', () => {
    expect(parseIntegerInput('250')).toBe(250);
    expect(parseIntegerInput('12.7')).toBe(12);
    expect(parseIntegerInput('hot')).toBe(0);
    expect(parseIntegerInput('')).toBe(0);
  });
  it('blends by weight, rounded, and is 0 when nothing weighs anything', () => {
    expect(blendShu([{ shu: 5000, amount: 100 }, { shu: 200000, amount: 100 }])).toBe(102500);
    expect(blendShu([{ shu: 1000, amount: 1 }, { shu: 0, amount: 2 }])).toBe(333);
    expect(blendShu([{ shu: 5000, amount: 0 }])).toBe(0);
  });
  it.each([[0, 'None'], [1, 'Mild'], [999, 'Mild'], [1000, 'Medium'], [9999, 'Medium'], [10000, 'Hot'], [99999, 'Hot'], [100000, 'Very Hot'], [999999, 'Very Hot'], [1000000, 'Extreme']])(
    '%s SHU blends %s',
    (shu, level) => expect(blendLevel(shu)).toBe(level),
  );
  it('never removes the last ingredient', () => {
    expect(canRemoveIngredient(1)).toBe(false);
    expect(canRemoveIngredient(2)).toBe(true);
  });
});

describe('heat tolerance quiz', () => {
  it('has five tiers with the spec thresholds and ranges, and a maximum of 84', () => {
    expect(QUIZ_TIERS.map((t) => t.threshold)).toEqual([15, 35, 55, 75, 100]);
    expect(QUIZ_TIERS.map((t) => t.shuRange)).toEqual(['0-2,500', '2,500-25,000', '25,000-100,000', '100,000-350,000', '350,000+']);
    expect(QUIZ_MAX_SCORE).toBe(84);
  });
  it.each([[0, 'beginner'], [15, 'beginner'], [16, 'mild'], [35, 'mild'], [36, 'moderate'], [55, 'moderate'], [56, 'hot'], [75, 'hot'], [76, 'extreme'], [84, 'extreme']])(
    'scores %i as %s',
    (score, level) => expect(quizTier(score).level).toBe(level),
  );
  it('adds up the points of the answers and opens the database at a matching heat', () => {
    expect(quizScore([{ points: 12 }, { points: 0 }, { points: 7 }])).toBe(19);
    expect(quizHeatFilter('beginner')).toBe('mild');
    expect(quizHeatFilter('extreme')).toBe('extreme');
  });
});

describe('preservation', () => {
  const methods = [
    { method: 'Air Drying', bestFor: ['Thin-walled hot peppers', 'Cayenne'] },
    { method: 'Dehydrator Drying', bestFor: ['All pepper types'] },
    { method: 'Freezing', bestFor: ['All varieties'] },
    { method: 'Pickling', bestFor: ['Jalapeño', 'Banana peppers', 'Mild and medium peppers'] },
  ];
  it('recommends nothing until a type is chosen, and matches keywords plus the universal entries', () => {
    expect(recommendedMethods(methods, '')).toEqual([]);
    expect(recommendedMethods(methods, 'hot').map((m) => m.method)).toEqual(['Air Drying', 'Dehydrator Drying', 'Freezing']);
    expect(recommendedMethods(methods, 'mild').map((m) => m.method)).toEqual(['Dehydrator Drying', 'Freezing', 'Pickling']);
  });
  it('toggles a method off on a second click and steps on each click', () => {
    expect(toggleMethod(null, 'Freezing')).toBe('Freezing');
    expect(toggleMethod('Freezing', 'Freezing')).toBeNull();
    const p = toggleStep(toggleStep({}, 'Freezing', 2), 'Freezing', 0);
    expect(completedSteps(p, 'Freezing')).toBe(2);
    expect(completedSteps(toggleStep(p, 'Freezing', 2), 'Freezing')).toBe(1);
  });
});

describe('heat scale and risk', () => {
  it.each([[0, 'none', 'low'], [100, 'mild', 'low'], [2_500, 'mild', 'low'], [2_501, 'medium', 'moderate'], [30_000, 'medium', 'moderate'], [30_001, 'hot', 'high'], [100_001, 'very-hot', 'very-high'], [1_000_001, 'superhot', 'extreme']])(
    '%s SHU is %s with %s risk',
    (shu, level, risk) => {
      expect(heatScaleLevel(shu).level).toBe(level);
      expect(riskBand(shu).level).toBe(risk);
    },
  );
  it('caps daily-value bars at 100%', () => {
    expect(dailyValueBarPercent(240)).toBe(100);
    expect(dailyValueBarPercent(-3)).toBe(0);
    expect(dailyValueBarPercent(42)).toBe(42);
  });
});

describe('identification', () => {
  it('fills missing primary fields with the placeholders', () => {
    const r = normalisePrimaryResult({ pepperName: 'Habanero', definitive: true });
    expect(r).toMatchObject({
      pepperName: 'Habanero',
      definitive: true,
      botanicalClassification: 'Classification pending',
      shuRange: 'Heat analysis required',
      origin: 'Origin undetermined',
      culturalContext: 'Cultural significance unknown',
    });
  });
  it('answers the inconclusive result when there is no identification', () => {
    expect(normalisePrimaryResult(null)).toBe(INCONCLUSIVE_RESULT);
    expect(INCONCLUSIVE_RESULT).toMatchObject({
      pepperName: 'Capsicum specimen - identification inconclusive',
      botanicalClassification: 'Capsicum genus',
      shuRange: 'Heat level undetermined - exercise caution',
      identificationCriteria: ['Insufficient data for identification'],
      warnings: ['Heat level unknown - handle with extreme caution'],
      definitive: false,
    });
  });
  it('never lets a fallback result be definitive and marks it Database pattern matching', () => {
    const r = normaliseFallbackResult({ pepperName: 'Cayenne', definitive: true, identificationCriteria: ['Long red pod'] });
    expect(r.definitive).toBe(false);
    expect(r.identificationCriteria).toEqual([FALLBACK_METHOD, 'Long red pod']);
  });
  it('scales a photo to a longest side of 1280 without upscaling', () => {
    expect(scaleToFit(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(scaleToFit(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
