/**
 * The identification flow: the primary (AI) call first; if it fails, the error is
 * logged and the fallback call (useAI false) is tried; if that fails too or gives no identification, the one
 * inconclusive result. 'Failed to analyze pepper image' and 'No identification data received' are the errors
 * the flow throws (and logs) on the way.
 */
import type { IdentifyBody, IdentifyResponse } from '@pepper/contract';
import { mutations } from '@pepper/client';
import {
  IDENTIFY_ERRORS,
  INCONCLUSIVE_RESULT,
  normaliseFallbackResult,
  normalisePrimaryResult,
  type IdentificationResult,
} from '@pepper/domain/identification';

export interface IdentifyDeps {
  call?: (body: IdentifyBody) => Promise<IdentifyResponse>;
  log?: (message: string, error: unknown) => void;
}

export type IdentifySource = 'primary' | 'fallback' | 'none';

async function request(call: NonNullable<IdentifyDeps['call']>, body: IdentifyBody) {
  let response: IdentifyResponse | undefined;
  try {
    response = await call(body);
  } catch (cause) {
    throw new Error(IDENTIFY_ERRORS.analyze, { cause });
  }
  if (!response?.identification) throw new Error(IDENTIFY_ERRORS.noData);
  return response.identification;
}

export async function identifyPhoto(
  image: string,
  { call = mutations.identify, log = (message, error) => console.error(message, error) }: IdentifyDeps = {},
): Promise<{ result: IdentificationResult; source: IdentifySource }> {
  try {
    return { result: normalisePrimaryResult(await request(call, { image })), source: 'primary' };
  } catch (primaryError) {
    log('Primary identification failed, trying database pattern matching:', primaryError);
  }
  try {
    const result = normaliseFallbackResult(await request(call, { image, useAI: false }));
    return { result, source: result === INCONCLUSIVE_RESULT ? 'none' : 'fallback' };
  } catch (fallbackError) {
    log('Fallback identification failed:', fallbackError);
    return { result: INCONCLUSIVE_RESULT, source: 'none' };
  }
}
