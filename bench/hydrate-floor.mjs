// The floor under the hydrate goal: how soon the libraries every page runs could take a page over on the same
// network and processor, with none of the app's own code. A real document (the Glossary's, as the server renders
// it) has its scripts taken out and its heading hydrated by a bundle of only the libraries, fetched either with
// the document or, as the app's pages fetch theirs, after the first paint. Printed beside the routes' figures so
// that both come from one run on one machine.
/* global document, performance, requestAnimationFrame -- afterFirstPaintStarter runs in the page */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { median, seconds } from './hydrate-timing.mjs';
import { kb } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The page the floor is measured on: a remote's page with no pictures, so only the scripts share the link. */
export const FLOOR_ROUTE = '/glossary';

/** Where the floor page's heading is hydrated. */
const ROOT_ID = 'floor-root';

/**
 * The library sets measured: React DOM alone, and with TanStack Query and React Router as every page uses them
 * (a query cache filled from the document, the router around the page). Each hydrates the heading the server
 * rendered, with its own class and text, so nothing differs from the document.
 */
export const FLOOR_BUNDLES = Object.freeze({
  react: {
    label: 'React DOM',
    source: `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
const container = document.getElementById('${ROOT_ID}');
const heading = container.querySelector('h1');
hydrateRoot(container, h('h1', { className: heading.className }, heading.textContent));
`,
  },
  stack: {
    label: 'React DOM, TanStack Query, React Router',
    source: `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrationBoundary, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
const container = document.getElementById('${ROOT_ID}');
const heading = container.querySelector('h1');
function Heading() {
  const { data } = useQuery({ queryKey: ['heading'], queryFn: () => heading.textContent });
  return h('h1', { className: heading.className }, data);
}
const state = { mutations: [], queries: [{ queryKey: ['heading'], queryHash: '["heading"]', state: { data: heading.textContent, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' } }] };
const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
hydrateRoot(
  container,
  h(QueryClientProvider, { client },
    h(HydrationBoundary, { state },
      h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Heading) }))))),
);
`,
  },
});

/**
 * What the app's pages do with their code: once the browser has recorded the first paint (checked every frame),
 * the template's preloads go into the head and the script is started.
 */
function afterFirstPaintStarter() {
  const start = () => {
    const template = document.querySelector('template[data-floor-after-paint]');
    for (const link of [...template.content.childNodes]) document.head.append(link);
    const script = document.createElement('script');
    script.src = template.dataset.floorAfterPaint;
    document.head.append(script);
  };
  const look = () => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) start();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * The server's document with the app's scripts taken out (its script tags, its after-paint and settled
 * templates), its first heading wrapped in the floor's root, and the library bundle at `script` loaded
 * `'with-document'` (a deferred script in the head) or `'after-paint'` (as the app's pages load theirs).
 * Everything else (styles, inline data, the page's markup) stays, so the document weighs what the page's does.
 */
export function floorDocument(html, { script, when }) {
  let page = html
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/<template data-(after-paint|when-settled)>[\s\S]*?<\/template>/g, '')
    .replace(/<link\b[^>]*\brel="(preload|modulepreload|prefetch)"[^>]*>/g, '');
  const heading = page.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/);
  if (!heading) throw new Error('The floor document has no heading to hydrate');
  page = page.replace(heading[0], `<div id="${ROOT_ID}">${heading[0]}</div>`);
  const loader =
    when === 'with-document'
      ? `<script defer src="${script}"></script>`
      : `<template data-floor-after-paint="${script}"><link rel="preload" as="script" href="${script}" fetchpriority="high"></template>` +
        `<script>(${afterFirstPaintStarter.toString()})()</script>`;
  return page.replace('</head>', `${loader}</head>`);
}

/** The library bundles, built by the app's own bundler in production mode; their file names by set. */
async function buildBundles(dir) {
  const { rspack } = await import('@rspack/core');
  const entry = {};
  for (const [name, { source }] of Object.entries(FLOOR_BUNDLES)) {
    const file = path.join(dir, `${name}.entry.mjs`);
    fs.writeFileSync(file, source);
    entry[name] = file;
  }
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry,
    output: { path: dir, filename: '[name].js' },
    target: 'web',
    devtool: false,
    resolve: { modules: [path.join(root, 'node_modules')] },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Serves the floor's files compressed as the app's are (brotli, best quality). */
async function serveFloor(dir) {
  const compressed = new Map();
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.basename(new URL(request.url, 'http://floor').pathname));
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    if (!compressed.has(file)) compressed.set(file, brotliCompressSync(fs.readFileSync(file)));
    response.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'br',
    });
    response.end(compressed.get(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/**
 * Measures and prints the floor: each library set, loaded with the document and after the first paint, visited
 * `runs` times in turn with the routes' own `visit`. Returns nothing to fail: the floor is a figure, not a goal.
 */
export async function printLibraryFloor({ appUrl, visit, runs }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pepper-floor-'));
  const floor = await serveFloor(dir);
  try {
    await buildBundles(dir);
    const html = await (await fetch(`${appUrl}${FLOOR_ROUTE}`)).text();
    const pages = [];
    for (const name of Object.keys(FLOOR_BUNDLES)) {
      for (const when of ['with-document', 'after-paint']) {
        const file = `${name}-${when}.html`;
        fs.writeFileSync(path.join(dir, file), floorDocument(html, { script: `/${name}.js`, when }));
        pages.push({ name, when, url: `${floor.url}/${file}`, times: [] });
      }
    }
    // Visits alternate between the pages, so a busier moment of the machine falls on all of them alike.
    for (let i = 0; i < runs; i++)
      for (const page of pages) page.times.push((await visit(page.url)).takeover);
    console.log(
      `\nThe libraries alone (the ${FLOOR_ROUTE} document, its heading hydrated by a bundle of only them):`,
    );
    console.log(
      'libraries                                  gzip      with the document   after the first paint',
    );
    for (const [name, { label }] of Object.entries(FLOOR_BUNDLES)) {
      const size = kb(gzipSync(fs.readFileSync(path.join(dir, `${name}.js`)), { level: 9 }).length);
      const at = (when) => seconds(median(pages.find((p) => p.name === name && p.when === when).times));
      console.log(
        `${label.padEnd(42)} ${size.padEnd(9)} ${at('with-document').padEnd(19)} ${at('after-paint')}`,
      );
    }
  } finally {
    floor.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
