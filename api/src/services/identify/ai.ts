/**
 * Photo identification with an OpenAI vision model. Owned by the identify team (prompt and matching
 * will grow); the interface is what the route depends on.
 */
import OpenAI from 'openai';
import type { Identification, Pepper } from '@pepper/contract';
import type { AppConfig } from '../../plugins/config.js';
import { INCONCLUSIVE_RESULT } from '../../lib/identification.js';

export interface PhotoIdentifier {
  identify(imageDataUrl: string, peppers: readonly Pepper[]): Promise<Identification>;
}

const PROMPT = `You identify chili pepper varieties from photos. Answer JSON with the fields pepperName, definitive (boolean),
botanicalClassification, shuRange, physicalCharacteristics {color, shape, size, surface, thickness, stemAttachment},
identificationCriteria [], eliminatedVarieties [], culturalContext, origin, alternativeNames [], distinguishingFeatures [], warnings [].`;

const text = (v: unknown, placeholder: string) => (typeof v === 'string' && v.trim() ? v : placeholder);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** Fills missing fields with the placeholders of spec 01 §8. */
export function normalizeIdentification(raw: Record<string, unknown>, peppers: readonly Pepper[]): Identification {
  const pc = (raw.physicalCharacteristics ?? {}) as Record<string, unknown>;
  const pepperName = text(raw.pepperName, INCONCLUSIVE_RESULT.pepperName);
  const match = peppers.find((p) => p.name.toLowerCase() === pepperName.toLowerCase());
  return {
    pepperName,
    definitive: raw.definitive === true,
    botanicalClassification: text(raw.botanicalClassification, 'Classification pending'),
    shuRange: text(raw.shuRange, 'Heat analysis required'),
    physicalCharacteristics: {
      color: text(pc.color, ''),
      shape: text(pc.shape, ''),
      size: text(pc.size, ''),
      surface: text(pc.surface, ''),
      thickness: text(pc.thickness, ''),
      stemAttachment: text(pc.stemAttachment, ''),
    },
    identificationCriteria: strings(raw.identificationCriteria),
    eliminatedVarieties: strings(raw.eliminatedVarieties),
    culturalContext: text(raw.culturalContext, 'Cultural significance unknown'),
    origin: text(raw.origin, 'Origin undetermined'),
    alternativeNames: strings(raw.alternativeNames),
    distinguishingFeatures: strings(raw.distinguishingFeatures),
    warnings: strings(raw.warnings),
    ...(match ? { matchedPepperId: match.id } : {}),
  };
}

export class OpenAiIdentifier implements PhotoIdentifier {
  private readonly client: OpenAI;
  constructor(private readonly config: AppConfig) {
    this.client = new OpenAI({ apiKey: config.openaiApiKey!, baseURL: config.openaiBaseUrl ?? undefined, maxRetries: 1, timeout: 60_000 });
  }

  async identify(imageDataUrl: string, peppers: readonly Pepper[]): Promise<Identification> {
    const completion = await this.client.chat.completions.create({
      model: this.config.openaiModel,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: PROMPT },
        { role: 'user', content: [{ type: 'image_url', image_url: { url: imageDataUrl } }] },
      ],
    });
    const content = completion.choices[0]?.message?.content ?? '{}';
    return normalizeIdentification(JSON.parse(content) as Record<string, unknown>, peppers);
  }
}

export function createIdentifier(config: AppConfig): PhotoIdentifier | null {
  return config.openaiApiKey ? new OpenAiIdentifier(config) : null;
}
