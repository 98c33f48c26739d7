// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

type Middleware = {
  name: string;
  path: string;
  middleware: (
    req: unknown,
    res: { setHeader: (k: string, v: string) => void; end: (b: Buffer) => void },
  ) => void;
};

/** The browser build's configuration: a build also writes the server's renderer, beside it. */
const browserBuild = (exported: unknown) =>
  (Array.isArray(exported) ? exported.find((c) => c.devServer) : exported) as {
    devServer: { setupMiddlewares: (m: Middleware[], s: object) => Middleware[] };
  };

describe('npm run dev:mock', () => {
  it("serves the installed msw's service worker at /mockServiceWorker.js, so the mock API starts in the browser", async () => {
    vi.stubEnv('PEPPER_MOCK', '1');
    const configUrl = new URL('../rspack.config.mjs', import.meta.url).href;
    const config = browserBuild((await import(/* @vite-ignore */ configUrl)).default);
    const middlewares: Middleware[] = config.devServer.setupMiddlewares([], {});
    const worker = middlewares.find((m) => m.path === '/mockServiceWorker.js');
    expect(worker).toBeDefined();
    const headers: Record<string, string> = {};
    let body = '';
    worker!.middleware(
      {},
      { setHeader: (k, v) => void (headers[k] = v), end: (b) => void (body = b.toString()) },
    );
    expect(headers['Content-Type']).toBe('text/javascript');
    expect(body).toContain('Mock Service Worker');
    vi.unstubAllEnvs();
  });

  it('answers /remotes.json with every remote of the one list, each on its own dev server', async () => {
    const configUrl = new URL('../rspack.config.mjs', import.meta.url).href;
    const config = browserBuild((await import(/* @vite-ignore */ configUrl)).default);
    const middlewares: Middleware[] = config.devServer.setupMiddlewares([], {});
    const map = middlewares.find((m) => m.path === '/remotes.json');
    let body = '';
    map!.middleware({}, { setHeader: () => undefined, end: (b) => void (body = String(b)) });
    expect(JSON.parse(body)).toEqual({
      catalog: 'http://localhost:3002/mf-manifest.json',
      grow: 'http://localhost:3003/mf-manifest.json',
      guides: 'http://localhost:3004/mf-manifest.json',
      premium: 'http://localhost:3005/mf-manifest.json',
      identify: 'http://localhost:3006/mf-manifest.json',
    });
  });
});
