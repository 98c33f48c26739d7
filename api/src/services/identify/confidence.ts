/**
 * Confidences of the offline matcher: a softmax of the match scores over every variety of the database,
 * at a temperature fitted on a labelled set of generated photos (temperature scaling), so that a candidate
 * shown at 80% is the right variety about 8 times in 10 on that set. Varieties that look alike (same ripe
 * colour, same pod shape) get about the same score, so they share the probability: the honest answer for
 * a photo that cannot tell them apart. `npx tsx src/cli/identify-calibration.ts` (in api/) refits and prints
 * the table; `npm run bench -- identify` prints it too.
 */

/** Fitted by src/cli/identify-calibration.ts on 513 varieties × 2 generated photos (seed 1). */
export const CALIBRATION_TEMPERATURE = 0.0707;

/** Softmax of the scores at temperature `t`, in the order given. */
export function calibratedConfidences(scores: readonly number[], t: number): number[] {
  if (scores.length === 0) return [];
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - top) / t));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

export interface LabelledOutcome {
  /** Match scores of every variety for one photo, best first. */
  scores: number[];
  /** Position of the true variety in that ranking (-1: not ranked, e.g. the photo was judged inconclusive). */
  truthRank: number;
}

/** Mean negative log-likelihood of the true variety at temperature `t` (what temperature scaling minimises). */
export function negativeLogLikelihood(outcomes: readonly LabelledOutcome[], t: number): number {
  let sum = 0;
  const ranked = outcomes.filter((o) => o.scores.length > 0);
  for (const o of ranked) {
    const p = o.truthRank >= 0 ? calibratedConfidences(o.scores, t)[o.truthRank] : 0;
    sum -= Math.log(Math.max(p, 1e-6));
  }
  return sum / Math.max(1, ranked.length);
}

/** The temperature with the lowest NLL on a log grid from 0.005 to 1. */
export function fitTemperature(outcomes: readonly LabelledOutcome[]): number {
  let best = 1;
  let bestLoss = Infinity;
  for (let i = 0; i <= 60; i++) {
    const t = 0.005 * 200 ** (i / 60);
    const loss = negativeLogLikelihood(outcomes, t);
    if (loss < bestLoss) [best, bestLoss] = [t, loss];
  }
  return Number(best.toPrecision(3));
}

export interface CalibrationRow {
  from: number;
  to: number;
  candidates: number;
  meanConfidence: number;
  accuracy: number;
}

export interface CalibrationReport {
  photos: number;
  top1: number;
  top3: number;
  /** Expected calibration error over the shown candidates (weighted mean |confidence − accuracy|). */
  ece: number;
  rows: CalibrationRow[];
}

/** Every shown candidate (top three) binned by confidence, with how often it was the true variety. */
export function calibrationReport(
  outcomes: readonly LabelledOutcome[],
  t: number,
  edges = [0, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0001],
): CalibrationReport {
  const bins = edges
    .slice(0, -1)
    .map((from, i) => ({ from, to: Math.min(1, edges[i + 1]), n: 0, conf: 0, right: 0 }));
  let top1 = 0;
  let top3 = 0;
  for (const o of outcomes) {
    if (o.truthRank === 0) top1 += 1;
    if (o.truthRank >= 0 && o.truthRank < 3) top3 += 1;
    const shown = calibratedConfidences(o.scores, t).slice(0, 3);
    shown.forEach((c, rank) => {
      const bin = bins.find((b, i) => c >= b.from && c < edges[i + 1])!;
      bin.n += 1;
      bin.conf += c;
      if (rank === o.truthRank) bin.right += 1;
    });
  }
  const total = bins.reduce((s, b) => s + b.n, 0);
  const rows = bins.map((b) => ({
    from: b.from,
    to: b.to,
    candidates: b.n,
    meanConfidence: b.n ? b.conf / b.n : 0,
    accuracy: b.n ? b.right / b.n : 0,
  }));
  const ece = rows.reduce(
    (s, r) => s + (r.candidates / Math.max(1, total)) * Math.abs(r.meanConfidence - r.accuracy),
    0,
  );
  const n = Math.max(1, outcomes.length);
  return { photos: outcomes.length, top1: top1 / n, top3: top3 / n, ece, rows };
}
