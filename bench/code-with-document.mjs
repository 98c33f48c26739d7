// The app's pages as they would be without paint-first: the page's scripts, which each document names in its
// `<template data-after-paint>` to be fetched once the page is painted, named in the head itself, so the browser
// fetches them with the document. The app's own start still waits for the paint; only the fetching moves. The
// Lighthouse bench measures pages served this way beside the real ones, which is what shows why paint-first stays.
import http from 'node:http';
import { brotliCompressSync } from 'node:zlib';

/** A document whose after-paint template's links are put in its head where the template was. */
export function withCodeFetchedWithDocument(html) {
  const early = html.replace(/<template data-after-paint>([\s\S]*?)<\/template>/g, '$1');
  if (early === html) throw new Error('The document names no code to fetch after its paint');
  return early;
}

/**
 * A proxy in front of the app at `appUrl`: documents (the page addresses in `routes`) come back with their code
 * fetched with them, compressed as the app compresses them; every other request is passed through unchanged.
 */
export async function startCodeWithDocumentProxy(appUrl, routes) {
  const app = new URL(appUrl);
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url, appUrl);
    if (request.method === 'GET' && routes.includes(pathname)) {
      try {
        const page = await fetch(`${appUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
        const body = brotliCompressSync(withCodeFetchedWithDocument(await page.text()));
        response.writeHead(page.status, {
          'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8',
          'content-encoding': 'br',
          'cache-control': 'no-store',
        });
        response.end(body);
      } catch (error) {
        // A page the proxy cannot serve this way is a failed run of that page, not the end of the bench.
        response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
      }
      return;
    }
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: app.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}
