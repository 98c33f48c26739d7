import { AFTER_PAINT_ATTRIBUTE } from '@pepper/contract/document';

/** A first screen that never reports its paint still gets its code after this long. */
export const START_AT_THE_LATEST_MS = 3000;

/**
 * Runs `start` once the server's first screen is painted (the paint is reported once it is on screen), and first
 * moves the links of the document's `<template data-after-paint>` into the head so the page's scripts are fetched
 * then, alongside the app's own code.
 *
 * Why: scripts fetched and run as the document arrives share a phone's slow link with the page's own HTML and
 * keep the main thread busy with React before the page is shown. Painted first, the page is readable as soon as
 * its HTML is in, and what is typed or chosen before the code comes is kept (see the kit's fields). The images
 * are not waited for: the code would come later by as long as they take. A document with nothing rendered in it
 * (the browser renders the page), a page opened in the background (it paints nothing until shown) and a browser
 * without paint timing start at once.
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const template of doc.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`))
      doc.head.append(template.content);
    start();
  };
  const view = doc.defaultView;
  if (
    !doc.getElementById('root')?.firstElementChild ||
    doc.visibilityState !== 'visible' ||
    !view ||
    !('PerformanceObserver' in view)
  )
    return go();
  setTimeout(go, START_AT_THE_LATEST_MS);
  // The paint is recorded as soon as the frame is on screen, but an observer hears of it in a task of low
  // priority, on a slow phone about 100 ms later: each frame looks for the record itself, and the observer is
  // the fallback.
  const painted = () => view.performance.getEntriesByName('first-contentful-paint').length > 0;
  const look = () => {
    if (started) return;
    if (painted()) go();
    else view.requestAnimationFrame(look);
  };
  if ('requestAnimationFrame' in view) view.requestAnimationFrame(look);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    go(); // a browser that cannot observe paints
  }
}
