/**
 * React's streaming server renderer, collected into one string: the page is cached whole for anonymous
 * callers, and the document's head (written before the body) needs nothing from the render. A render that
 * takes longer than `timeoutMs` is cut off: React writes what is ready and leaves the rest to the browser.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export class RenderFailed extends Error {}

export function renderHtml(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      if (failure) reject(new RenderFailed('the page threw while rendering', { cause: failure }));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // Boundaries are written in place, however large: outlining one would need an inline script to move it,
      // which the page's Content Security Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(new RenderFailed('the frame threw while rendering', { cause: error }));
      },
      onError(error) {
        // A page that throws on the server is rendered by the browser, where its error boundary shows.
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      failure ??= new Error(`render cut off after ${timeoutMs} ms`);
      stream.abort();
    }, timeoutMs);
  });
}
