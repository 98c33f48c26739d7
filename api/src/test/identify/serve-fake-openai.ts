/**
 * Runs the fake OpenAI API as a process for the end-to-end tests (PORT). Its vision model answers three
 * candidates for a photo of a pod (one of them a variety the database does not know, which the server drops)
 * and no candidate for a photo that is mostly blue sky.
 */
import sharp from 'sharp';
import { startFakeOpenAi } from './fake-openai.js';

const POD_ANSWER = {
  pepperName: 'Habanero',
  candidates: [
    { name: 'Habanero', confidence: 0.64, supportingFeatures: ['Lantern-shaped pod', 'Glossy orange skin'] },
    { name: 'Moon Chili', confidence: 0.2, supportingFeatures: ['Not a variety of the database'] },
    { name: 'Carolina Reaper', confidence: 0.12, supportingFeatures: ['Lobed shoulders'] },
  ],
  definitive: false,
  botanicalClassification: 'Capsicum chinense',
  shuRange: '100,000 - 350,000 SHU',
  physicalCharacteristics: {
    color: 'Orange',
    shape: 'Lantern',
    size: 'About 5 cm',
    surface: 'Glossy',
    thickness: 'Thin walls',
    stemAttachment: 'Pendant',
  },
  identificationCriteria: ['Lantern shape', 'Orange skin'],
  eliminatedVarieties: ['Scotch Bonnet (squatter pod)'],
  culturalContext: 'A staple of Yucatán cooking.',
  origin: 'Yucatán, Mexico',
  alternativeNames: [],
  distinguishingFeatures: ['Pointed tip'],
  warnings: ['Very hot: wear gloves'],
};

async function looksBlue(dataUrl: string): Promise<boolean> {
  const { channels } = await sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')).stats();
  return channels[2].mean > channels[0].mean + 30;
}

type ImagePart = { type: string; image_url?: { url: string } };

const fake = await startFakeOpenAi(Number(process.env.PORT ?? 4337));
fake.answer = async (body) => {
  const messages = body.messages as { content: string | ImagePart[] }[];
  const parts = Array.isArray(messages[1]?.content) ? messages[1].content : [];
  const image = parts.find((c) => c.type === 'image_url')?.image_url?.url ?? '';
  const sky = await looksBlue(image).catch(() => false);
  return { content: JSON.stringify(sky ? { ...POD_ANSWER, pepperName: '', candidates: [] } : POD_ANSWER) };
};
console.log(`Fake OpenAI listening at ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
