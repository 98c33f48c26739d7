/**
 * Prints how well the offline matcher's confidences are calibrated on a generated labelled set: the table of
 * shown candidates by confidence with how often each was right, top-1 and top-3 accuracy, and the temperature
 * that fits the set best. Usage: npx tsx src/cli/identify-calibration.ts [photos per variety] [seed]
 */
import { contentPeppers } from '../services/identify/content-peppers.js';
import {
  CALIBRATION_TEMPERATURE,
  calibrationReport,
  fitTemperature,
  type CalibrationReport,
} from '../services/identify/confidence.js';
import { labelledOutcomes } from '../services/identify/labelled-set.js';

const perVariety = Number(process.argv[2] ?? 2);
const seed = Number(process.argv[3] ?? 1);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

export function printReport(title: string, r: CalibrationReport) {
  console.log(`\n${title}`);
  console.log(
    `  photos ${r.photos}   top-1 ${pct(r.top1)}   top-3 ${pct(r.top3)}   expected calibration error ${pct(r.ece)}`,
  );
  console.log('  confidence shown   candidates   mean confidence   right');
  for (const row of r.rows) {
    const range = `${Math.round(row.from * 100)}-${Math.round(row.to * 100)}%`.padEnd(17);
    console.log(
      `  ${range}  ${String(row.candidates).padStart(10)}   ${pct(row.meanConfidence).padStart(15)}   ${pct(row.accuracy)}`,
    );
  }
}

const started = Date.now();
const outcomes = await labelledOutcomes(contentPeppers, contentPeppers, perVariety, seed);
const fitted = fitTemperature(outcomes);
console.log(
  `Labelled set: ${contentPeppers.length} varieties × ${perVariety} generated photos (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
printReport(
  `Shipped temperature ${CALIBRATION_TEMPERATURE}`,
  calibrationReport(outcomes, CALIBRATION_TEMPERATURE),
);
if (fitted !== CALIBRATION_TEMPERATURE)
  printReport(`Best temperature on this set: ${fitted}`, calibrationReport(outcomes, fitted));
