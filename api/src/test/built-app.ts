/**
 * A build layout for tests that serve the app: the shell's document and server bundle (so the shell's own pages
 * are rendered and kept as anonymous documents), a hashed file, and the catalog remote's manifest and entry (its
 * server build is not there, so a remote page is left to the browser).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export function builtApp(): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-built-app-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Pepper Atlas</title></head><body><div id="root"></div></body></html>',
  );
  write('shell/dist/main.0123456789.js', 'console.log("shell");'.repeat(200));
  const react = createRequire(import.meta.url).resolve('react');
  write(
    'shell/dist/server/render.js',
    `const React = require(${JSON.stringify(react)});
exports.shared = {};
exports.ready = Promise.resolve();
exports.appFor = ({ url }) => React.createElement('main', null, 'Rendered ' + url);`,
  );
  write('mfe-catalog/dist/mf-manifest.json', '{"name":"catalog"}');
  write('mfe-catalog/dist/remoteEntry.js', 'var catalog;');
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
