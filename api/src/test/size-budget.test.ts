/**
 * Lists stay light on a phone: the plain list of every variety is at most 40 KB compressed on the wire.
 * Measured on packages/content when it loads with 500+ varieties, else on 520 generated varieties
 * with random names (which compress worse than real ones, so the check is conservative).
 */
import { ORIGIN_OPTIONS } from '@pepper/domain/peppers';
import { loadContent, type SeedContent } from '../db/seed.js';
import type { PepperSeed } from '../../../packages/content/src/types.js';
import { fixtures } from './fixtures.js';
import { createTestDatabase, testApp } from './helpers.js';

const BUDGET = 40 * 1024;

function generated(count: number): SeedContent {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const syllables = [
    'ha',
    'ba',
    'ne',
    'ro',
    'ja',
    'la',
    'pe',
    'ño',
    'ca',
    'yen',
    'ser',
    'ra',
    'no',
    'pob',
    'an',
    'ma',
    'ki',
    'to',
    'gu',
    'jil',
  ];
  const word = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  // The list's origin filters, plus origins written as a place and its country, as the content does.
  const origins = [
    ...ORIGIN_OPTIONS,
    'New Mexico, USA',
    'Jamaica, Caribbean',
    'Aleppo, Syria',
    'Turkey',
    'Bolivia',
    'Ghana',
  ];
  const species = [
    'Capsicum annuum',
    'Capsicum chinense',
    'Capsicum baccatum',
    'Capsicum frutescens',
    'Capsicum pubescens',
  ];
  const peppers: PepperSeed[] = Array.from({ length: count }, (_, i) => {
    const sp = pick(species);
    const shuMax = Math.round(random() * 2_000_000);
    return {
      ...fixtures.peppers[0],
      id: i + 1,
      name: `${cap(word())}${random() < 0.4 ? ` ${cap(word())}` : ''}`,
      baseName: random() < 0.3 ? cap(word()) : undefined,
      scientificName: random() < 0.1 ? `${sp} var. ${word()}` : sp,
      species: sp,
      shuMin: Math.round(shuMax / 3),
      shuMax,
      heatLevel: shuMax > 350_000 ? 'extreme' : shuMax > 30_000 ? 'hot' : shuMax > 2_500 ? 'medium' : 'mild',
      origin: pick(origins),
      featured: random() < 0.1,
    };
  });
  return { ...fixtures, peppers };
}

async function content(): Promise<{ content: SeedContent; source: string }> {
  try {
    const real = await loadContent();
    if (real.peppers.length >= 500) return { content: real, source: 'packages/content' };
  } catch {
    // packages/content is still being written: fall through to generated data.
  }
  return { content: generated(520), source: 'generated (packages/content not loadable yet)' };
}

describe('list size budget', () => {
  it('sends the plain list of 500+ varieties in at most 40 KB compressed', async () => {
    const { content: data, source } = await content();
    const database = await createTestDatabase('sqlite');
    const app = await testApp(database.url, { content: data });
    try {
      const br = await app.inject({ url: '/api/peppers', headers: { 'accept-encoding': 'br, gzip' } });
      const gzip = await app.inject({ url: '/api/peppers', headers: { 'accept-encoding': 'gzip' } });
      const plain = await app.inject({ url: '/api/peppers' });
      console.info(
        `[size] GET /api/peppers, ${br.headers['content-encoding'] && data.peppers.length} varieties from ${source}: ` +
          `${plain.rawPayload.length} B raw, ${gzip.rawPayload.length} B gzip, ${br.rawPayload.length} B br`,
      );
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThanOrEqual(BUDGET);
      expect(gzip.rawPayload.length).toBeLessThanOrEqual(BUDGET);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
