import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(__dirname, '../public');
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

/** Width and height from a PNG's header. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  it('is named, starts at home in its own window, in the brand colours', () => {
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Pepper Atlas'),
      short_name: 'Pepper Atlas',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has maskable icons at 192 and 512 px, drawn at those sizes', () => {
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === 'maskable',
      );
      expect(icon, size).toBeDefined();
      expect(pngSize(icon.src)).toBe(size);
    }
  });

  it('offers shortcuts to Search, Grow and Identify', () => {
    expect(manifest.shortcuts.map((s: { short_name: string; url: string }) => [s.short_name, s.url])).toEqual(
      [
        ['Search', '/peppers'],
        ['Grow', '/grow'],
        ['Identify', '/identify'],
      ],
    );
  });

  it('is linked from the document', () => {
    const html = fs.readFileSync(path.resolve(__dirname, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
