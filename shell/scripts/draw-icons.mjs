// Draws the app icons in shell/public/icons from one piece of artwork: a pod on the brand red. The maskable
// ones fill the square (launchers cut their own shape; the pod stays inside the central safe circle); the
// plain ones have rounded corners. Run again after changing the artwork: node shell/scripts/draw-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

const pod = `
  <circle cx="256" cy="256" r="178" fill="#8a1414"/>
  <path d="M182 200 C 228 162 312 176 338 244 C 364 312 338 380 276 414 C 298 352 286 304 250 274 C 218 248 186 240 182 200 Z" fill="#fffaf5"/>
  <path d="M236 214 C 270 216 298 240 308 278" stroke="#fde3e3" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M158 206 C 166 176 204 164 224 182 C 208 204 184 220 158 206 Z" fill="#22c55e"/>
  <path d="M186 186 C 172 156 176 128 200 108" stroke="#22c55e" stroke-width="16" fill="none" stroke-linecap="round"/>`;

const svg = (rounded) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="#a91717"/>${pod}
</svg>`;

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon.svg'), svg(true));
for (const size of [192, 512]) {
  await sharp(Buffer.from(svg(false)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `maskable-${size}.png`));
  await sharp(Buffer.from(svg(true)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
await sharp(Buffer.from(svg(true)))
  .resize(180, 180)
  .flatten({ background: '#a91717' })
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${out}`);
