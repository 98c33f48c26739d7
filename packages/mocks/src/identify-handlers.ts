/** Confirmations of identifications, kept in memory for the session of the mock API. */
import { http, HttpResponse } from 'msw';
import {
  pathPattern,
  routes,
  type Confirmation,
  type ConfirmationBody,
  type IdentificationCandidate,
  type Pepper,
} from '@pepper/contract';
import { peppers } from './fixtures';
import { getScenario, planFor } from './scenarios';

let confirmations: Confirmation[] = [];
let nextId = 1;

export function resetIdentifyMocks() {
  confirmations = [];
  nextId = 1;
}

const byName = (name: string) => peppers.find((p) => p.name === name)!;

/** The mock's ranked candidates: a Habanero, its Scotch Bonnet look-alike, and a superhot that cannot be ruled out. */
export function mockCandidates(offline: boolean): IdentificationCandidate[] {
  const candidate = (p: Pepper, confidence: number, supportingFeatures: string[]) => ({
    pepperId: p.id,
    name: p.name,
    shuMin: p.shuMin,
    shuMax: p.shuMax,
    confidence,
    supportingFeatures,
  });
  return [
    candidate(byName('Habanero'), offline ? 0.41 : 0.72, ['Lantern shape', 'Orange glossy skin']),
    candidate(byName('Scotch Bonnet'), offline ? 0.22 : 0.18, ['Squat lobed pod', 'Orange to yellow skin']),
    candidate(byName('Carolina Reaper'), offline ? 0.09 : 0.05, ['Wrinkled shoulders']),
  ];
}

const unauthorized = () =>
  HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in required' }, { status: 401 });

export const identifyHandlers = [
  http.post(pathPattern(routes.confirmIdentification), async ({ request }) => {
    if (!planFor(getScenario())) return unauthorized();
    const body = (await request.json()) as ConfirmationBody;
    const pepper = body.pepperId === null ? null : peppers.find((p) => p.id === body.pepperId);
    const confirmation: Confirmation = {
      id: nextId++,
      pepperId: pepper?.id ?? null,
      pepperName: pepper?.name ?? null,
      candidateIds: body.candidateIds,
      source: body.source,
      createdAt: new Date().toISOString(),
      // The mock keeps the photo itself; the API serves a resized copy from its own address.
      photoUrl: body.image,
    };
    confirmations = [confirmation, ...confirmations];
    return HttpResponse.json(confirmation, { status: 201 });
  }),
  http.get(pathPattern(routes.listConfirmations), () =>
    planFor(getScenario()) ? HttpResponse.json(confirmations) : unauthorized(),
  ),
];
