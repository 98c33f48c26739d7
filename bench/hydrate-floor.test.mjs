import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { floorDocument } from './hydrate-floor.mjs';

const served = `<!doctype html><html><head><style>body{margin:0}</style><script defer src="/main.1.js"></script>
<script type="application/json" id="query-state">{"queries":[]}</script>
<template data-after-paint><link rel="preload" as="script" href="/378.js" fetchpriority="high"></template>
<template data-when-settled><link rel="prefetch" href="/home.js"></template>
</head><body><div id="root"><main><h1 class="truncate text-xl">Glossary</h1><p>Twenty terms.</p></main></div></body></html>`;

describe('the floor document', () => {
  it("keeps the page's markup, styles and data and drops every script and preload of the app", () => {
    const page = floorDocument(served, { script: '/react.js', when: 'with-document' });
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).toContain('id="query-state"');
    expect(page).toContain('<p>Twenty terms.</p>');
    expect(page).not.toMatch(/main\.1\.js|378\.js|home\.js|data-after-paint>|data-when-settled/);
  });

  it('wraps the heading in the root the library bundle hydrates', () => {
    const page = floorDocument(served, { script: '/react.js', when: 'with-document' });
    expect(page).toContain('<div id="floor-root"><h1 class="truncate text-xl">Glossary</h1></div>');
  });

  it('names the bundle in the head as a deferred script when it is fetched with the document', () => {
    const { document } = new JSDOM(floorDocument(served, { script: '/react.js', when: 'with-document' }))
      .window;
    expect(document.head.querySelector('script[src="/react.js"]')?.defer).toBe(true);
  });

  it('fetches and starts the bundle only once the first paint is recorded when it comes after the paint', async () => {
    const dom = new JSDOM(floorDocument(served, { script: '/stack.js', when: 'after-paint' }), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document, performance } = dom.window;
    // jsdom records no paints: the page sees none until the test says the first one happened.
    let painted = false;
    performance.getEntriesByName = (name) => (painted && name === 'first-contentful-paint' ? [{ name }] : []);
    const frame = () => new Promise((resolve) => dom.window.requestAnimationFrame(resolve));
    await frame();
    await frame();
    expect(document.head.querySelector('script[src="/stack.js"]')).toBeNull();
    expect(document.head.querySelector('link[href="/stack.js"]')).toBeNull();

    painted = true;
    await frame();
    await frame();
    expect(document.head.querySelector('link[rel="preload"][href="/stack.js"]')).not.toBeNull();
    expect(document.head.querySelectorAll('script[src="/stack.js"]')).toHaveLength(1);
    dom.window.close();
  });

  it('refuses a document without a heading to hydrate', () => {
    expect(() =>
      floorDocument('<html><head></head><body></body></html>', { script: '/r.js', when: 'after-paint' }),
    ).toThrow(/no heading/);
  });
});
