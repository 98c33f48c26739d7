// Writes .br and .gz beside every text asset of a build, so the server sends compressed files without
// compressing them again on every request. Usage: node scripts/precompress.mjs <dist folder>
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|json|svg|map)$/;

for (const name of fs.readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(name));
  if (!TEXT.test(file) || !fs.statSync(file).isFile()) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}
