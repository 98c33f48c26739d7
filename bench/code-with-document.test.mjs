import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCodeWithDocumentProxy, withCodeFetchedWithDocument } from './code-with-document.mjs';

const served = `<html><head><style>p{}</style><template data-after-paint><link rel="preload" as="script" href="/378.js" fetchpriority="high"></template></head><body><h1>Peppers</h1></body></html>`;

describe("a page's code fetched with its document", () => {
  it("puts the after-paint template's links in the head where the template was", () => {
    expect(withCodeFetchedWithDocument(served)).toBe(
      `<html><head><style>p{}</style><link rel="preload" as="script" href="/378.js" fetchpriority="high"></head><body><h1>Peppers</h1></body></html>`,
    );
  });

  it('refuses a document that names no code to fetch after its paint', () => {
    expect(() => withCodeFetchedWithDocument('<html><head></head></html>')).toThrow(/no code/);
  });
});

describe('the proxy in front of the app', () => {
  let app;
  let proxy;
  beforeAll(async () => {
    app = http.createServer((request, response) => {
      if (request.url === '/peppers') response.writeHead(200, { 'content-type': 'text/html' }).end(served);
      else if (request.url === '/plain')
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else if (request.url === '/378.js')
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'x-host': request.headers.host })
          .end('1;');
      else response.writeHead(404).end();
    });
    await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
    const appUrl = `http://127.0.0.1:${app.address().port}`;
    proxy = await startCodeWithDocumentProxy(appUrl, ['/peppers', '/plain']);
  });
  afterAll(() => {
    proxy.stop();
    app.close();
  });

  it("answers a page's document compressed, with its code named in the head", async () => {
    const response = await fetch(`${proxy.url}/peppers`);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('<link rel="preload" as="script" href="/378.js" fetchpriority="high"></head>');
    expect(html).not.toContain('data-after-paint');
  });

  it('answers 502 for a page it cannot serve with its code in the head, and keeps serving', async () => {
    expect((await fetch(`${proxy.url}/plain`)).status).toBe(502);
    expect((await fetch(`${proxy.url}/peppers`)).status).toBe(200);
  });

  it('passes every other request to the app unchanged, under the host the app answers for', async () => {
    const script = await fetch(`${proxy.url}/378.js`);
    expect(await script.text()).toBe('1;');
    expect(script.headers.get('x-host')).toBe(new URL(`http://127.0.0.1:${app.address().port}`).host);
    expect((await fetch(`${proxy.url}/missing.js`)).status).toBe(404);
  });
});
