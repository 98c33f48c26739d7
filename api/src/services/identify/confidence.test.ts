import { contentPeppers } from './content-peppers.js';
import {
  CALIBRATION_TEMPERATURE,
  calibratedConfidences,
  calibrationReport,
  fitTemperature,
  type LabelledOutcome,
} from './confidence.js';
import { labelledOutcomes } from './labelled-set.js';

describe('calibrated confidences', () => {
  it('share one between the varieties, more to a better score, equal for equal scores', () => {
    const c = calibratedConfidences([0.9, 0.8, 0.8, 0.2], 0.1);
    expect(c.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(c[0]).toBeGreaterThan(c[1]);
    expect(c[1]).toBeCloseTo(c[2]);
    expect(calibratedConfidences([], 0.1)).toEqual([]);
  });

  it('fit the temperature that makes the true variety most likely', () => {
    // Two look-alikes always tie and the truth is either: a sharp temperature would be overconfident.
    const outcomes: LabelledOutcome[] = Array.from({ length: 40 }, (_, i) => ({
      scores: [0.9, 0.9, 0.3],
      truthRank: i % 2,
    }));
    const t = fitTemperature(outcomes);
    const report = calibrationReport(outcomes, t);
    expect(report.top1).toBe(0.5);
    expect(report.top3).toBe(1);
    expect(report.ece).toBeLessThan(0.05);
  });

  it('on a fresh labelled set of generated photos, say how often they are right (within 6 points overall)', async () => {
    const sample = contentPeppers.filter((_, i) => i % 5 === 0);
    const outcomes = await labelledOutcomes(sample, contentPeppers, 1, 7);
    const report = calibrationReport(outcomes, CALIBRATION_TEMPERATURE);
    expect(report.photos).toBe(sample.length);
    expect(report.ece).toBeLessThan(0.06);
    expect(report.top3).toBeGreaterThanOrEqual(report.top1);
  }, 60_000);
});
