/** How hot a pepper must be before its page and its card warn about handling it. */

/** The bomb icon shows above this shuMax. */
const BOMB_THRESHOLD = 3_000_000;

/** A bomb icon shows when shuMax is above 3,000,000. */
export function showsBomb(shuMax: number): boolean {
  return shuMax > BOMB_THRESHOLD;
}

/** The safety card appears above 100,000 shuMax. */
export function showsSafetyCard(shuMax: number): boolean {
  return shuMax > 100_000;
}

/** The extreme-heat warning appears above 1,000,000 shuMax. */
export function showsExtremeWarning(shuMax: number): boolean {
  return shuMax > 1_000_000;
}
