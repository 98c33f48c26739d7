/**
 * Photo identification with an OpenAI vision model (chat completions with an image and a strict JSON-schema
 * answer). The model is told the database's variety names and answers one of them (or null) as
 * `databaseMatch`; the answer is checked against the database here, since a model can still be wrong:
 * a variety that is not ours is never definitive and carries a warning. Missing fields get the
 * placeholders of spec 01 §8 (normalisePrimaryResult). A timeout and one retry (the SDK's own).
 */
import OpenAI from 'openai';
import type { Identification, Pepper } from '@pepper/contract';
import { foldName, INCONCLUSIVE_RESULT, normalisePrimaryResult, type IdentificationResult } from '@pepper/domain';
import type { AppConfig } from '../../plugins/config.js';

export interface PhotoIdentifier {
  identify(imageDataUrl: string, peppers: readonly Pepper[]): Promise<Identification>;
}

export interface OpenAiOptions {
  /** Per attempt, ms. */
  timeoutMs?: number;
  /** Retries after a failed attempt (timeouts, 5xx, 429). */
  maxRetries?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Strict schemas allow enums of limited size; beyond it the names go in the prompt only. */
const MAX_ENUM_NAMES = 500;
const MAX_ENUM_CHARS = 14_000;

const PROMPT = `You are a botanist who identifies chili pepper (Capsicum) varieties from photos for the Pepper Atlas encyclopedia.
Describe what you see and identify the variety. Be honest about certainty: set definitive to true only when the
photo leaves no reasonable doubt; otherwise false. If the photo shows no pepper, answer an empty pepperName.
databaseMatch must be the exact name of one variety from the list below that the pepper is, or null when it is
none of them. List in eliminatedVarieties the look-alikes you ruled out, and in identificationCriteria what in the
photo led to the identification. shuRange is the variety's Scoville range, e.g. "100,000 - 350,000 SHU".
Warnings name safety concerns (e.g. extreme heat). Use an empty string or list for anything you cannot tell.`;

const str = { type: 'string' } as const;
const strList = { type: 'array', items: str } as const;

/** The JSON schema of the model's answer (strict: every field present, no others). */
export function identificationSchema(names: readonly string[]) {
  const enumerable = names.length <= MAX_ENUM_NAMES && names.join('').length <= MAX_ENUM_CHARS;
  return {
    type: 'object',
    additionalProperties: false,
    required: [
      'pepperName',
      'databaseMatch',
      'definitive',
      'botanicalClassification',
      'shuRange',
      'physicalCharacteristics',
      'identificationCriteria',
      'eliminatedVarieties',
      'culturalContext',
      'origin',
      'alternativeNames',
      'distinguishingFeatures',
      'warnings',
    ],
    properties: {
      pepperName: str,
      databaseMatch: enumerable ? { anyOf: [{ type: 'string', enum: [...names] }, { type: 'null' }] } : { type: ['string', 'null'] },
      definitive: { type: 'boolean' },
      botanicalClassification: str,
      shuRange: str,
      physicalCharacteristics: {
        type: 'object',
        additionalProperties: false,
        required: ['color', 'shape', 'size', 'surface', 'thickness', 'stemAttachment'],
        properties: { color: str, shape: str, size: str, surface: str, thickness: str, stemAttachment: str },
      },
      identificationCriteria: strList,
      eliminatedVarieties: strList,
      culturalContext: str,
      origin: str,
      alternativeNames: strList,
      distinguishingFeatures: strList,
      warnings: strList,
    },
  };
}

export const NOT_IN_DATABASE_WARNING = 'This variety is not in our database: treat the identification as unconfirmed';

/** Maps the model's answer onto the identification, checking its variety against the database. */
export function mapModelAnswer(raw: unknown, peppers: readonly Pepper[]): Identification {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('The model answer is not an object');
  // Only the fields of the result; the variety id is ours to set.
  const { matchedPepperId: _ignored, databaseMatch, ...answer } = raw as Partial<IdentificationResult> & { databaseMatch?: unknown };
  const result = normalisePrimaryResult(answer);
  if (result === INCONCLUSIVE_RESULT) return structuredClone(INCONCLUSIVE_RESULT);
  const byName = new Map<string, Pepper>();
  for (const p of peppers) {
    for (const n of [p.name, ...p.commonNames]) if (!byName.has(foldName(n))) byName.set(foldName(n), p);
  }
  const match = (typeof databaseMatch === 'string' && byName.get(foldName(databaseMatch))) || byName.get(foldName(result.pepperName));
  if (match) return { ...result, matchedPepperId: match.id };
  return { ...result, definitive: false, warnings: [...result.warnings, NOT_IN_DATABASE_WARNING] };
}

export class OpenAiIdentifier implements PhotoIdentifier {
  private readonly client: OpenAI;
  constructor(
    private readonly config: Pick<AppConfig, 'openaiApiKey' | 'openaiModel' | 'openaiBaseUrl'>,
    options: OpenAiOptions = {},
  ) {
    this.client = new OpenAI({
      apiKey: config.openaiApiKey!,
      baseURL: config.openaiBaseUrl ?? undefined,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? 1,
    });
  }

  async identify(imageDataUrl: string, peppers: readonly Pepper[]): Promise<Identification> {
    const names = peppers.map((p) => p.name);
    const completion = await this.client.chat.completions.create({
      model: this.config.openaiModel,
      temperature: 0.2,
      response_format: { type: 'json_schema', json_schema: { name: 'pepper_identification', strict: true, schema: identificationSchema(names) } },
      messages: [
        { role: 'system', content: `${PROMPT}\n\nVarieties in the database (${names.length}): ${names.join('; ')}` },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Identify this pepper.' },
            { type: 'image_url', image_url: { url: imageDataUrl, detail: 'high' } },
          ],
        },
      ],
    });
    const message = completion.choices[0]?.message;
    if (!message) throw new Error('The model gave no answer');
    if (message.refusal) throw new Error(`The model refused: ${message.refusal}`);
    return mapModelAnswer(JSON.parse(message.content ?? ''), peppers);
  }

  /** For image research: does the photo at `url` show this variety? */
  async confirmImage(url: string, pepperName: string): Promise<boolean> {
    const completion = await this.client.chat.completions.create({
      model: this.config.openaiModel,
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'photo_check',
          strict: true,
          schema: { type: 'object', additionalProperties: false, required: ['showsPepper'], properties: { showsPepper: { type: 'boolean' } } },
        },
      },
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: `Does this photo clearly show ${pepperName} chili peppers (the fruit)? Answer showsPepper.` },
            { type: 'image_url', image_url: { url, detail: 'low' } },
          ],
        },
      ],
    });
    const parsed = JSON.parse(completion.choices[0]?.message?.content ?? '{}') as { showsPepper?: unknown };
    return parsed.showsPepper === true;
  }
}

export function createIdentifier(config: AppConfig, options: OpenAiOptions = {}): OpenAiIdentifier | null {
  return config.openaiApiKey ? new OpenAiIdentifier(config, options) : null;
}
