import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT, START_AFTER_PAINT_SOURCE, startAfterPaint } from './start-after-paint.js';

const SHELL_HEAD =
  '<head><script defer fetchpriority="high" src="/main.0123456789.js"></script><link as="script" href="/bootstrap.abcdef0123.js" rel="preload"></head>';

describe("a rendered document's code", () => {
  it('is fetched from the start at low priority, and started by one inline script instead of the deferred tag', () => {
    const html = startAfterPaint(SHELL_HEAD);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/main.0123456789.js" fetchpriority="low" data-app-entry>',
    );
    expect(html).toContain(`<script>${START_AFTER_PAINT}</script>`);
    expect(html).toContain('<link as="script" href="/bootstrap.abcdef0123.js" rel="preload">');
  });

  it('starts after the document is parsed and a frame of it is painted, or after a second in a hidden tab', () => {
    expect(START_AFTER_PAINT).toContain("addEventListener('DOMContentLoaded'");
    expect(START_AFTER_PAINT).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(start\)\}\)/);
    expect(START_AFTER_PAINT).toContain('setTimeout(start,1000)');
  });

  it('is allowed by the hash of exactly that script', () => {
    const hash = createHash('sha256').update(START_AFTER_PAINT).digest('base64');
    expect(START_AFTER_PAINT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('leaves a document without the entry script as it is', () => {
    expect(startAfterPaint('<head></head>')).toBe('<head></head>');
  });
});
