/**
 * Offline identification ("Database pattern matching"), owned by the identify team, who will replace
 * this body. Until then it answers the inconclusive result of spec 01 §8.
 */
import type { Identification, Pepper } from '@pepper/contract';
import { INCONCLUSIVE_RESULT } from '../../lib/identification.js';

export async function identifyFallback(_image: Buffer, _peppers: readonly Pepper[]): Promise<Identification> {
  return structuredClone(INCONCLUSIVE_RESULT);
}
