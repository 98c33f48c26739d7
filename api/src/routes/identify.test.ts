import type { Identification } from '@pepper/contract';
import sharp from 'sharp';
import { OpenAiIdentifier } from '../services/identify/ai.js';
import { podPhoto } from '../services/identify/synthetic-photos.js';
import { startFakeOpenAi } from '../test/identify/fake-openai.js';
import { blueSky, dataUrl, orangeLanternPepper, redRoundPepper } from '../test/identify/photos.js';
import { Client, describeAsVisitor, describeDialects, describeRateLimit } from '../test/helpers.js';

const INCONCLUSIVE = 'Capsicum specimen - identification inconclusive';
const lantern = dataUrl(await orangeLanternPepper());
const sky = dataUrl(await blueSky());

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const identification = (res: { json(): unknown }) =>
  (res.json() as { identification: Identification }).identification;

/** A complete model answer for the fixture database's Habanero. */
const habaneroAnswer = {
  pepperName: 'Habanero',
  candidates: [
    { name: 'Habanero', confidence: 0.7, supportingFeatures: ['Lantern shape', 'Orange glossy skin'] },
    { name: 'Carolina Reaper', confidence: 0.2, supportingFeatures: ['Wrinkled shoulders'] },
  ],
  definitive: true,
  botanicalClassification: 'Capsicum chinense',
  shuRange: '100,000 - 350,000 SHU',
  physicalCharacteristics: {
    color: 'Bright orange',
    shape: 'Lantern',
    size: '4-5 cm',
    surface: 'Glossy, slightly wrinkled',
    thickness: 'Thin-walled',
    stemAttachment: 'Pendant',
  },
  identificationCriteria: ['Lantern shape', 'Orange glossy skin'],
  eliminatedVarieties: ['Scotch Bonnet (squatter)'],
  culturalContext: 'A staple of Yucatán cooking.',
  origin: 'Yucatán, Mexico',
  alternativeNames: ['Habanero chile'],
  distinguishingFeatures: ['Pointed tip'],
  warnings: ['Very hot: wear gloves'],
};

describeAsVisitor('photo identification without an AI key', (client) => {
  it('answers 503 for the primary call at once', async () => {
    const res = await client.post('/api/identify', { image: lantern });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Identification service is not configured');
  });

  it('answers the database fallback for a photo of an orange lantern pepper: the Habanero, probable', async () => {
    const res = await client.post('/api/identify', { image: lantern, useAI: false });
    expect(res.statusCode).toBe(200);
    const id = identification(res);
    expect(id).toMatchObject({
      pepperName: 'Habanero',
      definitive: false,
      matchedPepperId: 3,
      botanicalClassification: 'Capsicum chinense',
    });
    expect(id.identificationCriteria[0]).toBe('Database pattern matching');
    expect(id.identificationCriteria[1]).toMatch(/^Dominant colour: orange \(\d+% of the fruit\)/);
    expect(id.identificationCriteria[2]).toMatch(/^Shape: lantern, aspect \d\.\d/);
    expect(id.eliminatedVarieties.length).toBeGreaterThan(0);
    expect(id.shuRange).toBe('Very Hot: 100,000 - 350,000 SHU');
  });

  it('answers up to three database candidates, most likely first, with confidences and their features', async () => {
    const id = identification(await client.post('/api/identify', { image: lantern, useAI: false }));
    expect(id.candidates.length).toBeGreaterThan(0);
    expect(id.candidates.length).toBeLessThanOrEqual(3);
    expect(id.candidates[0]).toMatchObject({
      pepperId: 3,
      name: 'Habanero',
      shuMin: 100_000,
      shuMax: 350_000,
    });
    const confidences = id.candidates.map((c) => c.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
    expect(confidences.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.0001);
    for (const c of id.candidates) expect(c.supportingFeatures.join(' ')).toMatch(/Colour/);
    expect(new Set(id.candidates.map((c) => c.pepperId)).size).toBe(id.candidates.length);
  });

  it('scales a 12-megapixel phone photo down for the matcher instead of refusing it', async () => {
    const twelve = await podPhoto('lantern', 'orange', 11, {
      width: 4000,
      height: 3000,
      quality: 90,
      noise: 10,
    });
    const res = await client.post('/api/identify', { image: dataUrl(twelve), useAI: false });
    expect(res.statusCode).toBe(200);
    expect(identification(res).candidates.length).toBeGreaterThan(0);
  });

  it('answers the inconclusive result for a photo with no pepper', async () => {
    const id = identification(await client.post('/api/identify', { image: sky, useAI: false }));
    expect(id).toMatchObject({
      pepperName: INCONCLUSIVE,
      definitive: false,
      identificationCriteria: ['Insufficient data for identification'],
      candidates: [],
    });
  });

  it('refuses bad input with 400 and a clear message, and keeps serving', async () => {
    const png = await redRoundPepper('png');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const garbage = Buffer.concat([
      png.subarray(0, 16),
      Buffer.from('this is not the rest of a PNG file at all'.repeat(20)),
    ]);
    const cases: [string, unknown, RegExp][] = [
      ['no image', {}, /image/],
      ['not a data URL', { image: 'https://example.com/p.jpg' }, /image/],
      ['empty data', { image: 'data:image/png;base64,' }, /empty|data URL/],
      ['not base64', { image: 'data:image/png;base64,@@@@' }, /base64 data URL/],
      ['an unknown field', { image: lantern, model: 'x' }, /./],
      ['useAI not a boolean', { image: lantern, useAI: 'no' }, /./],
      ['a GIF', { image: dataUrl(gif, 'image/gif') }, /Unsupported image type image\/gif/],
      [
        'an SVG',
        { image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml') },
        /Unsupported image type/,
      ],
      [
        'a GIF declared as PNG',
        { image: dataUrl(gif, 'image/png') },
        /not a JPEG, PNG, WebP, HEIC or AVIF image/,
      ],
      [
        'text declared as JPEG',
        { image: dataUrl(Buffer.from('hello, I am a photo'), 'image/jpeg') },
        /not a JPEG/,
      ],
      ['a PNG header on garbage', { image: dataUrl(garbage, 'image/png') }, /could not be read/],
      [
        'a truncated JPEG',
        { image: dataUrl((await orangeLanternPepper()).subarray(0, 1500)) },
        /could not be (read|decoded)/,
      ],
    ];
    for (const [name, body, message] of cases) {
      for (const useAI of [undefined, false]) {
        const payload =
          useAI === undefined || 'useAI' in (body as object) ? body : { ...(body as object), useAI };
        const res = await client.post('/api/identify', payload);
        expect(res.statusCode, `${name} (useAI ${useAI})`).toBe(400);
        expect(res.json().message, name).toMatch(message);
      }
    }
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect(
      identification(await client.post('/api/identify', { image: lantern, useAI: false })).pepperName,
    ).toBe('Habanero');
  });

  it('refuses a photo over 8 MB decoded, over 40 megapixels, and a 20 MB body (413)', async () => {
    // 8.5 MB: a PNG signature and then filler; refused by size before any decoding.
    const heavy = Buffer.alloc(8.5 * 1024 * 1024, 7);
    (await redRoundPepper('png')).copy(heavy, 0, 0, 8);
    let res = await client.post('/api/identify', { image: dataUrl(heavy, 'image/png'), useAI: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is larger than 8 MB: send a smaller photo');

    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#c8201e' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    res = await client.post('/api/identify', { image: dataUrl(huge, 'image/png'), useAI: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is larger than 40 megapixels: send a smaller photo');

    // Bodies above the route's limit (12 MB) are cut off before they are read at all.
    const twenty = `data:image/jpeg;base64,${Buffer.alloc(20 * 1024 * 1024, 1).toString('base64')}`;
    expect((await client.post('/api/identify', { image: twenty, useAI: false })).statusCode).toBe(413);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });

  it('accepts a photo of several MB (a 3 MB PNG)', async () => {
    const raw = Buffer.alloc(1400 * 1000 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const png = await sharp(raw, { raw: { width: 1400, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await client.post('/api/identify', { image: dataUrl(png, 'image/png'), useAI: false });
    expect(res.statusCode).toBe(200);
    expect(identification(res).pepperName).toBe(INCONCLUSIVE);
  });
});

describeRateLimit(
  'photo identification rate limit',
  'answers 429 past the per-client limit',
  { identify: 3 },
  (client) => client.post('/api/identify', { image: sky, useAI: false }),
  [200, 200, 200, 429],
);

describeAsVisitor(
  'photo identification with the OpenAI SDK against a local fake',
  (client) => {
    beforeEach(() => {
      fake.requests.length = 0;
    });

    it('sends the photo as JPEG with a strict JSON schema and answers the full result', async () => {
      fake.answer = () => ({ content: JSON.stringify(habaneroAnswer) });
      const res = await client.post('/api/identify', {
        image: dataUrl(await orangeLanternPepper('png'), 'image/png'),
      });
      expect(res.statusCode).toBe(200);
      expect(identification(res)).toEqual({
        ...habaneroAnswer,
        matchedPepperId: 3,
        // The heat text is the database's, with the variety's level on the heat scale.
        shuRange: 'Very Hot: 100,000 - 350,000 SHU',
        // The Carolina Reaper among the candidates is a superhot: its handling warning stays with the answer.
        warnings: [
          'Very hot: wear gloves',
          'Extreme heat: handle with extreme caution',
          'It may be Carolina Reaper, a superhot: wear gloves until you know',
        ],
        candidates: [
          {
            pepperId: 3,
            name: 'Habanero',
            shuMin: 100_000,
            shuMax: 350_000,
            confidence: 0.7,
            supportingFeatures: ['Lantern shape', 'Orange glossy skin'],
          },
          {
            pepperId: 4,
            name: 'Carolina Reaper',
            shuMin: expect.any(Number),
            shuMax: 2_200_000,
            confidence: 0.2,
            supportingFeatures: ['Wrinkled shoulders'],
          },
        ],
      });
      expect(fake.requests).toHaveLength(1);
      const sent = fake.requests[0] as {
        model: string;
        response_format: {
          type: string;
          json_schema: {
            strict: boolean;
            schema: { properties: { candidates: { items: { properties: { name: { enum?: string[] } } } } } };
          };
        };
        messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[];
      };
      expect(sent.model).toBe('gpt-test-vision');
      expect(sent.response_format.type).toBe('json_schema');
      expect(sent.response_format.json_schema.strict).toBe(true);
      expect(
        sent.response_format.json_schema.schema.properties.candidates.items.properties.name.enum,
      ).toContain('Carolina Reaper');
      expect(sent.messages[0].content).toContain('Varieties in the database (7)');
      const image = (sent.messages[1].content as { type: string; image_url?: { url: string } }[]).find(
        (c) => c.type === 'image_url',
      );
      expect(image?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    });

    it('never lists a variety as eliminated that it also suggests', async () => {
      fake.answer = () => ({
        content: JSON.stringify({
          ...habaneroAnswer,
          eliminatedVarieties: [
            'Carolina Reaper - too wrinkled',
            'Habanero (not lantern)',
            'Scotch Bonnet (squatter)',
          ],
        }),
      });
      const id = identification(await client.post('/api/identify', { image: lantern }));
      expect(id.candidates.map((c) => c.name)).toEqual(['Habanero', 'Carolina Reaper']);
      expect(id.eliminatedVarieties).toEqual(['Scotch Bonnet (squatter)']);
    });

    it('gives missing fields the placeholders', async () => {
      fake.answer = () => ({
        content: JSON.stringify({
          pepperName: 'Habanero',
          candidates: [{ name: 'habanero', confidence: 0.6, supportingFeatures: [] }],
          definitive: false,
        }),
      });
      const id = identification(await client.post('/api/identify', { image: lantern }));
      expect(id).toMatchObject({
        pepperName: 'Habanero',
        definitive: false,
        botanicalClassification: 'Classification pending',
        // The heat range comes from the database once the variety is known.
        shuRange: 'Very Hot: 100,000 - 350,000 SHU',
        origin: 'Origin undetermined',
        culturalContext: 'Cultural significance unknown',
        // Every characteristic a complete answer gives, left blank.
        physicalCharacteristics: Object.fromEntries(
          Object.keys(habaneroAnswer.physicalCharacteristics).map((c) => [c, '']),
        ),
        identificationCriteria: [],
        warnings: [],
        matchedPepperId: 3,
      });
    });

    it('drops a candidate the database does not know, and keeps the others', async () => {
      fake.answer = () => ({
        content: JSON.stringify({
          ...habaneroAnswer,
          pepperName: 'Moon Chili',
          candidates: [
            { name: 'Moon Chili', confidence: 0.8, supportingFeatures: ['Crescent shape'] },
            { name: 'Habanero', confidence: 0.15, supportingFeatures: ['Orange'] },
            { name: 'Habanero', confidence: 0.05, supportingFeatures: ['Repeated'] },
          ],
        }),
      });
      const id = identification(await client.post('/api/identify', { image: lantern }));
      expect(id.candidates.map((c) => c.name)).toEqual(['Habanero']);
      expect(id.pepperName).toBe('Habanero');
      expect(id.matchedPepperId).toBe(3);
      // The description was of another pepper: never definitive.
      expect(id.definitive).toBe(false);
    });

    it('answers the inconclusive result when no candidate is left', async () => {
      for (const candidates of [[], [{ name: 'Moon Chili', confidence: 0.9, supportingFeatures: [] }]]) {
        fake.answer = () => ({ content: JSON.stringify({ ...habaneroAnswer, candidates }) });
        const id = identification(await client.post('/api/identify', { image: lantern }));
        expect(id).toMatchObject({
          pepperName: INCONCLUSIVE,
          candidates: [],
          warnings: ['Heat level unknown - handle with extreme caution'],
        });
      }
    });

    it('answers the inconclusive result when the model sees no pepper', async () => {
      fake.answer = () => ({
        content: JSON.stringify({ ...habaneroAnswer, pepperName: '', candidates: [] }),
      });
      expect(identification(await client.post('/api/identify', { image: sky })).pepperName).toBe(
        INCONCLUSIVE,
      );
    });

    it('answers 502 for a malformed model answer or a refusal, and the fallback still answers', async () => {
      for (const answer of [
        { content: 'Sure! It is a habanero {' },
        { content: '[1, 2]' },
        { content: '', refusal: 'I cannot help with that.' },
      ]) {
        fake.answer = () => answer;
        const res = await client.post('/api/identify', { image: lantern });
        expect(res.statusCode, JSON.stringify(answer)).toBe(502);
        expect(res.json().message).toBe('Failed to analyze pepper image');
      }
      const fallback = await client.post('/api/identify', { image: lantern, useAI: false });
      expect(identification(fallback)).toMatchObject({ pepperName: 'Habanero', definitive: false });
    });

    it('answers 502 when the service fails (after one retry)', async () => {
      fake.answer = () => ({ status: 500, body: { error: { message: 'boom' } } });
      expect((await client.post('/api/identify', { image: lantern })).statusCode).toBe(502);
      expect(fake.requests).toHaveLength(2);
    });
  },
  {
    config: {
      openaiApiKey: 'sk-test-not-a-real-key',
      openaiModel: 'gpt-test-vision',
      openaiBaseUrl: fake.baseUrl,
    },
  },
);

describeDialects(
  'photo identification when the model times out',
  (app) => {
    it('gives up after a timeout and one retry (502), and the fallback answers', async () => {
      fake.requests.length = 0;
      fake.answer = () => 'hang';
      const client = new Client(app);
      const started = Date.now();
      const res = await client.post('/api/identify', { image: lantern });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Failed to analyze pepper image');
      expect(fake.requests).toHaveLength(2);
      expect(Date.now() - started).toBeLessThan(10_000);
      const fallback = await client.post('/api/identify', { image: lantern, useAI: false });
      expect(identification(fallback)).toMatchObject({
        pepperName: 'Habanero',
        definitive: false,
        identificationCriteria: expect.arrayContaining(['Database pattern matching']),
      });
    });
  },
  {
    services: {
      identifier: new OpenAiIdentifier(
        { openaiApiKey: 'sk-test', openaiModel: 'gpt-test', openaiBaseUrl: fake.baseUrl },
        { timeoutMs: 300, maxRetries: 1 },
      ),
    },
  },
);
