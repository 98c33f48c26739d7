/**
 * The labelled set the offline matcher is calibrated and checked on: for each chosen variety, generated
 * photos of its pod shape and ripe colour (synthetic-photos.ts), run through the matcher, with the rank the
 * true variety got. Inconclusive photos count as wrong.
 */
import type { Pepper } from '@pepper/contract';
import type { LabelledOutcome } from './confidence.js';
import { looksLikeAPepper, MIN_MATCH_SCORE, rankPeppers } from './fallback.js';
import { analysePhoto } from './photo-analysis.js';
import { podPhoto } from './synthetic-photos.js';

export async function labelledOutcomes(
  varieties: readonly Pepper[],
  database: readonly Pepper[],
  photosPerVariety: number,
  seed: number,
): Promise<LabelledOutcome[]> {
  const out: LabelledOutcome[] = [];
  for (const [v, variety] of varieties.entries()) {
    for (let k = 0; k < photosPerVariety; k++) {
      const photo = await podPhoto(variety.shape, variety.ripeColor, seed * 100_003 + v * 31 + k);
      const m = await analysePhoto(photo);
      const ranked = looksLikeAPepper(m) ? rankPeppers(m, database) : [];
      if (!ranked.length || ranked[0].score < MIN_MATCH_SCORE) {
        out.push({ scores: [], truthRank: -1 });
        continue;
      }
      out.push({
        scores: ranked.map((r) => r.score),
        truthRank: ranked.findIndex((r) => r.pepper.id === variety.id),
      });
    }
  }
  return out;
}
