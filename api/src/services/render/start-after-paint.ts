/**
 * A document the server rendered shows its page without any code, so its code starts only once that page is on
 * screen: on a slow phone the browser paints the page first and then spends its time on the JavaScript, instead
 * of holding the first paint back while it runs the code that arrived during parsing. The code is still fetched
 * from the start (a low-priority preload, so the page's own image comes first). A tab opened in the background
 * paints nothing, so a timer starts the code there.
 */
import { createHash } from 'node:crypto';
import { FULL_ADDRESS_ATTRIBUTE } from './document-styles.js';

const ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * The inline script that starts the app: after the document is parsed, and after the frame that shows it. First it
 * gives the stylesheet links marked for it their full address, by which a remote's code knows them.
 */
export const START_AFTER_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[${FULL_ADDRESS_ATTRIBUTE}]').forEach(function(sheet){sheet.setAttribute('href',sheet.href)});var link=document.querySelector('link[${ENTRY_ATTRIBUTE}]');var script=document.createElement('script');script.src=link.href;document.head.appendChild(script)}function afterPaint(){requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()`;

/** The Content-Security-Policy source that lets exactly that inline script run. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;

/** The shell's entry script as its build writes it into the document. */
const ENTRY_SCRIPT = /<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/;

/** The document with its entry script started after the first paint, or as it was when it names none. */
export function startAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) =>
      `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${ENTRY_ATTRIBUTE}><script>${START_AFTER_PAINT}</script>`,
  );
}
