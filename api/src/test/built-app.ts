/**
 * Build layouts for tests that serve the app: folders laid out as the builds leave them, in the temp folder.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The shell's document with nothing in it yet. */
export const SHELL_DOCUMENT =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';

/** A folder in the temp folder holding `files` (path from the folder: text). */
export function buildLayout(files: Record<string, string>): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-build-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** The shell's document and a hashed file of its code, as every served build has them. */
export const SHELL_FILES = {
  'shell/dist/index.html': SHELL_DOCUMENT,
  'shell/dist/main.0123456789.js': 'console.log("shell");'.repeat(200),
};

/**
 * The shell's document and server bundle (so the shell's own pages are rendered and kept as anonymous
 * documents), a hashed file, and the catalog remote's manifest and entry (its server build is not there, so a
 * remote page is left to the browser).
 */
export function builtApp(): { root: string; remove(): void } {
  const react = createRequire(import.meta.url).resolve('react');
  return buildLayout({
    ...SHELL_FILES,
    'shell/dist/server/render.js': `const React = require(${JSON.stringify(react)});
exports.shared = {};
exports.ready = Promise.resolve();
exports.appFor = ({ url, state }) => ({
  element: React.createElement(React.Fragment, null, React.createElement('title', null, 'Page at ' + url), React.createElement('main', null, 'Rendered ' + url)),
  state: () => state,
});`,
    'mfe-catalog/dist/mf-manifest.json': '{"name":"catalog"}',
    'mfe-catalog/dist/remoteEntry.js': 'var catalog;',
  });
}
