import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** A `<script>` with code in it: no `src`, and no data type (JSON and JSON-LD are data, never run). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([^<]+)<\/script>/g;
const DATA_TYPE = /\btype\s*=\s*"application\/(ld\+)?json"/;
const SOURCE = /\bsrc\s*=/;

/**
 * The Content Security Policy sources (`'sha256-…'`) that allow exactly the scripts written inline in `html`:
 * the page runs them, and nothing injected beside them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes) || SOURCE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline scripts of the document in `file`; none when it has not been built. */
export function documentScriptHashes(file: string): string[] {
  try {
    return inlineScriptHashes(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}
