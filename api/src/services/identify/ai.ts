/**
 * Photo identification with an OpenAI vision model (chat completions with an image and a strict JSON-schema
 * answer). The prompt lists the database's variety names and the model returns up to three of them as
 * `candidates`, each with a confidence and its supporting features. The answer is checked against the database
 * here, since a model can still be wrong: a name that is not ours is dropped, and no candidate left is the
 * inconclusive result. Missing fields get the placeholders of the result view (normalisePrimaryResult). A
 * timeout and one retry (the SDK's own).
 */
import OpenAI from 'openai';
import type { Identification, IdentificationCandidate, Pepper } from '@pepper/contract';
import { MAX_IDENTIFICATION_CANDIDATES } from '@pepper/contract';
import {
  candidateWarnings,
  eliminatedNotSuggested,
  identifiedHeatText,
  INCONCLUSIVE_RESULT,
  normalisePrimaryResult,
  type IdentificationResult,
} from '@pepper/domain/identification';
import { foldName } from '@pepper/domain/text';
import type { AppConfig } from '../../config/app-config.js';

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
candidates are the varieties from the list below that the pepper may be, most likely first, at most three, each
with the exact name from the list, your confidence from 0 to 1 and the features in the photo that support it; an
empty list when it is none of them. Describe the first candidate in the other fields. List in eliminatedVarieties the look-alikes you ruled out, and in identificationCriteria what in the
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
      'candidates',
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
      candidates: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'confidence', 'supportingFeatures'],
          properties: {
            name: enumerable ? { type: 'string', enum: [...names] } : str,
            confidence: { type: 'number' },
            supportingFeatures: strList,
          },
        },
      },
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

/** The heat text names the variety's level on the heat scale before its range. */
const shuText = (p: Pepper) => identifiedHeatText(p);

/** The model's candidates that name a database variety (matched by name or common name), once each, at most three. */
export function mapModelCandidates(raw: unknown, peppers: readonly Pepper[]): IdentificationCandidate[] {
  if (!Array.isArray(raw)) return [];
  const byName = new Map<string, Pepper>();
  for (const p of peppers) {
    for (const n of [p.name, ...p.commonNames]) if (!byName.has(foldName(n))) byName.set(foldName(n), p);
  }
  const seen = new Set<number>();
  const out: IdentificationCandidate[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { name, confidence, supportingFeatures } = item as Record<string, unknown>;
    const pepper = typeof name === 'string' ? byName.get(foldName(name)) : undefined;
    if (!pepper || seen.has(pepper.id)) continue;
    seen.add(pepper.id);
    out.push({
      pepperId: pepper.id,
      name: pepper.name,
      shuMin: pepper.shuMin,
      shuMax: pepper.shuMax,
      confidence:
        typeof confidence === 'number' && Number.isFinite(confidence)
          ? Math.min(1, Math.max(0, confidence))
          : 0,
      supportingFeatures: Array.isArray(supportingFeatures)
        ? supportingFeatures.filter((f): f is string => typeof f === 'string' && f.trim() !== '')
        : [],
    });
  }
  return out.sort((a, b) => b.confidence - a.confidence).slice(0, MAX_IDENTIFICATION_CANDIDATES);
}

/**
 * Maps the model's answer onto the identification. Only database varieties are answered: candidates not in
 * the database are dropped, and no candidate left is the inconclusive result. The first
 * candidate names the result and gives its database heat range.
 */
export function mapModelAnswer(raw: unknown, peppers: readonly Pepper[]): Identification {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('The model answer is not an object');
  // Only the fields of the result; the variety id is ours to set.
  const {
    matchedPepperId: _ignored,
    candidates: rawCandidates,
    ...answer
  } = raw as Partial<IdentificationResult> & { candidates?: unknown };
  const result = normalisePrimaryResult(answer);
  const candidates = mapModelCandidates(rawCandidates, peppers);
  if (result === INCONCLUSIVE_RESULT || candidates.length === 0)
    return { ...structuredClone(INCONCLUSIVE_RESULT), candidates: [] };
  const first = peppers.find((p) => p.id === candidates[0].pepperId)!;
  const renamed = foldName(result.pepperName) !== foldName(first.name);
  return {
    ...result,
    pepperName: first.name,
    // A description of another pepper than the first candidate is no certainty.
    definitive: result.definitive && !renamed,
    shuRange: shuText(first),
    // A look-alike the model ruled out is not offered among its candidates too.
    eliminatedVarieties: eliminatedNotSuggested({ ...result, pepperName: first.name, candidates }),
    warnings: candidateWarnings(result.warnings, candidates),
    matchedPepperId: first.id,
    candidates,
  };
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
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'pepper_identification', strict: true, schema: identificationSchema(names) },
      },
      messages: [
        {
          role: 'system',
          content: `${PROMPT}\n\nVarieties in the database (${names.length}): ${names.join('; ')}`,
        },
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
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['showsPepper'],
            properties: { showsPepper: { type: 'boolean' } },
          },
        },
      },
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: `Does this photo clearly show ${pepperName} chili peppers (the fruit)? Answer showsPepper.`,
            },
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
