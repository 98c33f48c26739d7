import type { Identification } from '@pepper/contract';
import { Client, describeDialects } from '../test/helpers.js';

const PHOTO = `data:image/jpeg;base64,${Buffer.from('fake jpeg bytes').toString('base64')}`;

describeDialects('photo identification without an AI key', (app) => {
  const client = new Client(app);

  it('answers 503 for the primary call', async () => {
    const res = await client.post('/api/identify', { image: PHOTO });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Identification service is not configured');
  });

  it('answers the database fallback with useAI false (never definitive)', async () => {
    const res = await client.post('/api/identify', { image: PHOTO, useAI: false });
    expect(res.statusCode).toBe(200);
    const { identification } = res.json() as { identification: Identification };
    expect(identification.definitive).toBe(false);
    expect(identification.pepperName).toBe('Capsicum specimen - identification inconclusive');
  });

  it('refuses a missing image, a non-image URL, empty data and unknown fields with 400', async () => {
    for (const body of [{}, { image: 'https://example.com/p.jpg' }, { image: 'data:image/png;base64,' }, { image: PHOTO, model: 'x' }, { image: PHOTO, useAI: 'no' }]) {
      expect((await client.post('/api/identify', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('accepts photos above 1 MB (up to 12 MB) and refuses larger bodies with 413', async () => {
    const big = `data:image/jpeg;base64,${Buffer.alloc(3 * 1024 * 1024, 1).toString('base64')}`;
    expect((await client.post('/api/identify', { image: big, useAI: false })).statusCode).toBe(200);
    const huge = `data:image/jpeg;base64,${'A'.repeat(13 * 1024 * 1024)}`;
    expect((await client.post('/api/identify', { image: huge, useAI: false })).statusCode).toBe(413);
  });
});

describeDialects(
  'photo identification with an AI service',
  (app) => {
    it('answers the identification of the configured service', async () => {
      const res = await new Client(app).post('/api/identify', { image: PHOTO });
      expect(res.statusCode).toBe(200);
      expect(res.json().identification).toMatchObject({ pepperName: 'Habanero', definitive: true, matchedPepperId: 3 });
    });
  },
  {
    services: {
      identifier: {
        identify: async () => ({
          pepperName: 'Habanero',
          definitive: true,
          botanicalClassification: 'Capsicum chinense',
          shuRange: '100,000-350,000 SHU',
          physicalCharacteristics: { color: 'orange', shape: 'lantern', size: '5 cm', surface: 'waxy', thickness: 'thin', stemAttachment: 'pendant' },
          identificationCriteria: [],
          eliminatedVarieties: [],
          culturalContext: 'Yucatán',
          origin: 'Mexico',
          alternativeNames: [],
          distinguishingFeatures: [],
          warnings: [],
          matchedPepperId: 3,
        }),
      },
    },
  },
);
