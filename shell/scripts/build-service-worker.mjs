// Builds the service worker beside the shell's production files, then lets Workbox write the shell's
// precache list (every built file with its revision) into it. Remotes are not listed here: the worker
// reads their current files from their manifests when it installs, so they deploy on their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { createServiceWorkerConfig } from '@pepper/rspack-config';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(dir, 'dist');

const stats = await new Promise((resolve, reject) =>
  rspack(createServiceWorkerConfig({ dir, entry: './src/service-worker/sw.ts' })).run((error, result) =>
    error ? reject(error) : resolve(result),
  ),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(dist, 'sw.js'),
  swDest: path.join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
  // The server's own bundle renders pages on the server; a browser never loads it.
  globIgnores: ['sw.js', '**/*.br', '**/*.gz', 'server/**'],
  // Hashed names are their own revision.
  dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} shell files precached (${(size / 1024).toFixed(1)} KB)`);
