/**
 * Local stand-ins for the image search (the MediaWiki API shape of Wikimedia Commons) and for the hosts the
 * photos live on. Tests say which files a search finds and how each photo URL answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PhotoAnswer = 'image' | 'not-found' | 'html' | 'no-head' | 'hang';

export interface FakeWeb {
  origin: string;
  searchUrl: string;
  /** Files found per search text (matched by the pepper's name at the start of the search). */
  results: Map<string, { title: string; path: string; mime?: string }[]>;
  /** How each photo path answers; unknown paths are 404. */
  photos: Map<string, PhotoAnswer>;
  /** When set, searches wait for this promise (to watch a run in progress). */
  gate: Promise<void> | null;
  /** Searches answer 500 when true. */
  searchDown: boolean;
  searches: string[];
  photoRequests: { method: string; path: string }[];
  url(path: string): string;
  close(): Promise<void>;
}

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

export async function startFakeWeb(): Promise<FakeWeb> {
  const fake = {
    results: new Map(),
    photos: new Map(),
    gate: null,
    searchDown: false,
    searches: [] as string[],
    photoRequests: [] as { method: string; path: string }[],
  } as unknown as FakeWeb;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/w/api.php') {
      const search = url.searchParams.get('gsrsearch') ?? '';
      fake.searches.push(search);
      if (fake.gate) await fake.gate;
      if (fake.searchDown) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('down');
        return;
      }
      const key = [...fake.results.keys()].find((name) => search.startsWith(`${name} pepper`));
      const files = key ? fake.results.get(key)! : [];
      const pages = files.map((f, i) => ({
        pageid: 1000 + i,
        ns: 6,
        title: `File:${f.title}`,
        index: i + 1,
        imageinfo: [
          {
            url: fake.url(f.path),
            thumburl: fake.url(f.path),
            mime: f.mime ?? 'image/jpeg',
            descriptionurl: fake.url(`/wiki/${f.title}`),
          },
        ],
      }));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(pages.length ? { batchcomplete: true, query: { pages } } : { batchcomplete: true }),
        );
      return;
    }
    fake.photoRequests.push({ method: req.method ?? 'GET', path: url.pathname });
    const answer = fake.photos.get(url.pathname) ?? 'not-found';
    if (answer === 'hang') return;
    if (answer === 'not-found')
      return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    if (answer === 'html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>a page, not a photo</html>');
    if (answer === 'no-head' && req.method === 'HEAD') return void res.writeHead(405).end();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG_BYTES.length });
    res.end(req.method === 'HEAD' ? undefined : JPEG_BYTES);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    origin,
    searchUrl: `${origin}/w/api.php`,
    url: (path: string) => `${origin}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
