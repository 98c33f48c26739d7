import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.js';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the hashes that allow a document’s inline scripts', () => {
  it('names each script written in the document by the hash of its code', () => {
    const html = '<head><script>start()</script></head><body><script>go("/main.js")</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('start()'), sha('go("/main.js")')]);
  });

  it('leaves out data blocks and scripts loaded from a file', () => {
    const html = [
      '<script type="application/json" id="first-answers">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Recipe"}</script>',
      '<script defer src="/main.js"></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('changes when one character of the code does, so an altered script is refused', () => {
    expect(inlineScriptHashes('<script>go(1)</script>')).not.toEqual(
      inlineScriptHashes('<script>go(2)</script>'),
    );
  });
});
