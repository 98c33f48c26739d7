import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ConfirmationBody, Identification, IdentificationCandidate, routes } from './index.js';

const candidate = {
  pepperId: 3,
  name: 'Habanero',
  shuMin: 100_000,
  shuMax: 350_000,
  confidence: 0.7,
  supportingFeatures: ['Lantern shape'],
};
const identification = {
  pepperName: 'Habanero',
  definitive: false,
  botanicalClassification: 'Capsicum chinense',
  shuRange: '100,000 - 350,000 SHU',
  physicalCharacteristics: { color: '', shape: '', size: '', surface: '', thickness: '', stemAttachment: '' },
  identificationCriteria: [],
  eliminatedVarieties: [],
  culturalContext: '',
  origin: '',
  alternativeNames: [],
  distinguishingFeatures: [],
  warnings: [],
  matchedPepperId: 3,
};

describe('identification candidates', () => {
  it('keep the single-result fields and add up to three candidates with a confidence from 0 to 1', () => {
    expect(Value.Check(Identification, { ...identification, candidates: [candidate] })).toBe(true);
    expect(Value.Check(Identification, { ...identification, candidates: [] })).toBe(true);
    expect(
      Value.Check(Identification, {
        ...identification,
        candidates: [candidate, candidate, candidate, candidate],
      }),
    ).toBe(false);
    expect(Value.Check(Identification, identification)).toBe(false);
    expect(Value.Check(IdentificationCandidate, { ...candidate, confidence: 1.2 })).toBe(false);
    expect(Value.Check(IdentificationCandidate, { ...candidate, pepperId: 0 })).toBe(false);
  });

  it('take a confirmation of one candidate or of none, with the photo and the offered varieties', () => {
    const body = { image: 'data:image/jpeg;base64,AAAA', pepperId: 3, candidateIds: [3, 4], source: 'ai' };
    expect(Value.Check(ConfirmationBody, body)).toBe(true);
    expect(Value.Check(ConfirmationBody, { ...body, pepperId: null })).toBe(true);
    expect(Value.Check(ConfirmationBody, { ...body, source: 'guess' })).toBe(false);
    expect(Value.Check(ConfirmationBody, { ...body, candidateIds: [3, 3] })).toBe(false);
    expect(Value.Check(ConfirmationBody, { ...body, extra: 1 })).toBe(false);
    expect(Value.Check(ConfirmationBody, { ...body, image: 'https://example.com/p.jpg' })).toBe(false);
  });

  it('list the confirmation endpoints for signed-in users only', () => {
    expect(routes.confirmIdentification).toMatchObject({
      method: 'POST',
      path: '/api/identify/confirmations',
      auth: 'user',
    });
    expect(routes.listConfirmations).toMatchObject({
      method: 'GET',
      path: '/api/identify/confirmations',
      auth: 'user',
    });
    expect(routes.confirmationPhoto.auth).toBe('user');
  });
});
