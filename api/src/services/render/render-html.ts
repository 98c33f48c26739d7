/**
 * React's static renderer, which waits for the whole page (its data and lazily loaded parts) before it writes:
 * an anonymous page is kept whole, and every boundary is written in place (outlining one would need an inline
 * script to move it, which the page's Content Security Policy refuses). A render still going when `deadline`
 * aborts is cut off, and the page is left to the browser.
 */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export class RenderFailed extends Error {}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderHtml(element: ReactElement, deadline: AbortSignal): Promise<string> {
  let failure: unknown = null;
  let prelude: NodeJS.ReadableStream;
  try {
    ({ prelude } = await prerenderToNodeStream(element, {
      signal: deadline,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A page that throws on the server is rendered by the browser, where its error boundary shows.
        failure ??= error;
      },
    }));
  } catch (error) {
    throw new RenderFailed('the frame could not be rendered', { cause: error });
  }
  const html = await text(prelude);
  if (deadline.aborted) throw new RenderFailed('render cut off at its deadline', { cause: deadline.reason });
  if (failure) throw new RenderFailed('the page threw while rendering', { cause: failure });
  return html;
}
