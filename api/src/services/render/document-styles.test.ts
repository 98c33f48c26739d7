import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyStyles, localStylesheets } from './document-styles.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'styles-'));
fs.mkdirSync(path.join(dist, 'catalog'));
fs.writeFileSync(path.join(dist, 'app.0123456789.css'), 'main{color:red}');
fs.writeFileSync(path.join(dist, 'catalog', 'page.abcdef0123.css'), 'h1{font-weight:800}</style>');
const held = localStylesheets({ '/': dist, '/remotes/catalog/': path.join(dist, 'catalog') });
/** The document `html` with the stylesheets this server holds applied, as served at pepper.example. */
const styled = (html: string) => applyStyles(html, held, 'https://pepper.example');

describe("a rendered document's stylesheets", () => {
  it('writes the sheets this server holds into the document, keeping their address', () => {
    const html = styled(
      '<head><link as="style" href="/app.0123456789.css" rel="preload"><link rel="preload" as="style" href="/remotes/catalog/page.abcdef0123.css"></head>',
    );
    expect(html).toContain(
      '<style data-href="/app.0123456789.css">main{color:red}</style><link rel="stylesheet" href="/app.0123456789.css" disabled>',
    );
    // A remote's code knows the sheet by its full address.
    expect(html).toContain(
      '<link rel="stylesheet" href="https://pepper.example/remotes/catalog/page.abcdef0123.css" disabled>',
    );
    // A sheet's text can never close its element early.
    expect(html).toContain('h1{font-weight:800}<\\/style></style>');
    expect(html).not.toContain('rel="preload"');
  });

  it('links a sheet on another host, or one it cannot read, instead of preloading it', () => {
    const html = styled(
      '<link rel="preload" as="style" href="https://cdn.example/x.0123456789.css"><link rel="preload" as="style" href="/gone.0123456789.css">',
    );
    expect(html).toBe(
      '<link rel="stylesheet" href="https://cdn.example/x.0123456789.css"><link rel="stylesheet" href="/gone.0123456789.css">',
    );
  });

  it('reads nothing outside the build folders', () => {
    expect(held('/app.0123456789.css')).toEqual({ css: 'main{color:red}', remote: false });
    expect(held('/../etc/passwd.0123456789.css')).toBeNull();
    expect(held('/remotes/catalog/../../app.0123456789.css')).toBeNull();
  });
});
