import { rspack } from '@rspack/core';

/**
 * The document's first screen is painted before the app's code runs.
 *
 * A deferred entry runs as soon as the document is parsed, if it has arrived by then: on a fast link and a slow
 * phone, the app's code (evaluating it, then hydrating) keeps a server-rendered page from showing at all. So the
 * entry is only fetched from the head (a preload, at the entry's high priority), and a small script at the end
 * of the body starts it once the page has painted its content and the images on its first screen have come (or
 * failed), one frame later. A document with nothing rendered in it (the browser renders the page), a page opened
 * in the background, and a browser without paint timing start the code at once; a first screen that never
 * finishes painting starts it after START_AT_THE_LATEST_MS.
 *
 * The app's other scripts (the chunks the entry loads first, the open page's remote files) are named in the
 * head inside a `<template data-after-paint>`, which fetches nothing: the starter moves them into the head as it
 * starts the entry, so they come alongside it and the first screen's document and images have the link to
 * themselves until then.
 *
 * The starter is inline (the API's Content Security Policy allows exactly this script by its hash).
 */
export const START_AT_THE_LATEST_MS = 3000;

/** The attribute of the templates holding what is fetched once the starter starts the app. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The starter's source for the entry's scripts at `srcs` (run in order; each is evaluated in a task of its own).
 * The build minifies it, and the API hashes what the document holds.
 */
export function starterScript(srcs) {
  return [
    '(function(){',
    'var d=document,started=0,waiting=1;',
    'function go(){if(started++)return;',
    `[].forEach.call(d.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]"),function(t){d.head.appendChild(t.content)});`,
    `${JSON.stringify(srcs)}.forEach(function(src){`,
    'var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)})}',
    'function one(){if(--waiting===0)requestAnimationFrame(function(){setTimeout(go)})}',
    'var root=d.getElementById("root");',
    'if(!root||!root.firstElementChild||d.visibilityState!=="visible"||!window.PerformanceObserver)return go();',
    `setTimeout(go,${START_AT_THE_LATEST_MS});`,
    '[].forEach.call(root.getElementsByTagName("img"),function(i){',
    'if(i.complete||i.loading==="lazy"||i.getBoundingClientRect().top>=innerHeight)return;',
    'waiting++;i.addEventListener("load",one,{once:true});i.addEventListener("error",one,{once:true})});',
    'new PerformanceObserver(function(list,o){',
    'if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();one()}',
    '}).observe({type:"paint",buffered:true})',
    '})()',
  ].join('');
}

/** The entry's script, fetched from the head (at the entry's priority) but not run. */
const preloadOf = ({ attributes: { src, fetchpriority } }) => ({
  tagName: 'link',
  voidTag: true,
  attributes: { rel: 'preload', as: 'script', href: src, ...(fetchpriority ? { fetchpriority } : {}) },
});

const isScriptPreload = (tag) =>
  tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';

const linkHtml = (tag) =>
  `<link${Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('')}>`;

export class PaintFirstPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      let afterPaint = '';
      hooks.beforeEmit.tapPromise('PaintFirstPlugin', async (data) => {
        if (!data.html.includes('</head>')) throw new Error('PaintFirstPlugin found no </head>');
        data.html = data.html.replace('</head>', `${afterPaint}</head>`);
        return data;
      });
      hooks.alterAssetTagGroups.tapPromise('PaintFirstPlugin', async (data) => {
        const entries = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        if (entries.length === 0) throw new Error('PaintFirstPlugin found no entry script in the head');
        const entryPreloads = entries.map(preloadOf);
        entries.forEach((entry, i) => {
          data.headTags[data.headTags.indexOf(entry)] = entryPreloads[i];
        });
        // The entry's own chunks wait in a template until the starter runs (see AFTER_PAINT_ATTRIBUTE).
        // The entry's libraries, asked for at high priority, are fetched from the head like the entry.
        const later = data.headTags.filter(
          (tag) =>
            isScriptPreload(tag) && !entryPreloads.includes(tag) && tag.attributes.fetchpriority !== 'high',
        );
        // (Written into the document as it is emitted: a tag's inner HTML would be escaped into text.)
        data.headTags = data.headTags.filter((tag) => !later.includes(tag));
        afterPaint = later.length
          ? `<template ${AFTER_PAINT_ATTRIBUTE}>${later.map(linkHtml).join('')}</template>`
          : '';
        data.bodyTags.push({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          innerHTML: starterScript(entries.map((entry) => entry.attributes.src)),
        });
        return data;
      });
    });
  }
}
