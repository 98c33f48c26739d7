/**
 * Server time of the offline matcher (the data URL checked, decoded, scaled down and matched against the whole
 * seed database) on a 12-megapixel JPEG and on a ~2 MB phone photo, both generated here. Median of 5 after a
 * warm-up, with the image library on one thread (run it pinned to one core: bench/identify.mjs does).
 * Prints one JSON line last: { twelveMpMedianMs, phoneMedianMs }.
 */
import sharp from 'sharp';
import { contentPeppers } from '../services/identify/content-peppers.js';
import { identifyFallback } from '../services/identify/fallback.js';
import { checkImageDataUrl } from '../services/identify/image-input.js';
import { podPhoto } from '../services/identify/synthetic-photos.js';

sharp.concurrency(1);
const RUNS = 5;

async function time(label: string, jpeg: Buffer): Promise<number> {
  const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  const once = async () => {
    const started = performance.now();
    const image = await checkImageDataUrl(dataUrl);
    const result = await identifyFallback(image.bytes, contentPeppers);
    return { ms: performance.now() - started, result };
  };
  const { result } = await once(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const { width, height } = await sharp(jpeg).metadata();
  console.log(
    `  ${label.padEnd(24)} ${width}x${height} ${(jpeg.length / 1024 / 1024).toFixed(2)} MB  median ${median.toFixed(0)} ms  (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms)  first candidate: ${result.candidates[0]?.name ?? 'inconclusive'}`,
  );
  return median;
}

const twelve = await podPhoto('lantern', 'orange', 11, { width: 4000, height: 3000, quality: 92, noise: 12 });
const phone = await podPhoto('conical', 'red', 12, { width: 3024, height: 4032, quality: 87, noise: 9 });
const twelveMpMedianMs = await time('12 MP JPEG (4000x3000)', twelve);
const phoneMedianMs = await time('phone photo', phone);
console.log(JSON.stringify({ twelveMpMedianMs, phoneMedianMs }));
