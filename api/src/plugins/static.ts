/**
 * Production mode: the built shell at / and each remote at /remotes/<name>/, with immutable caching for
 * content-hashed files and revalidation for the entry documents. A missing dist folder is skipped
 * (tests and API-only runs have no builds). /remotes.json comes from configuration, always.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routes } from '@pepper/contract';
import fp from 'fastify-plugin';
import { IMMUTABLE, LONGEST_SHARED_SECONDS, REVALIDATE } from '../lib/cache-rules.js';
import { RenderBudget } from '../services/limits/render-budget.js';
import { knownWithoutSession } from '../services/render/first-data.js';
import { FirstScreen } from '../services/render/first-screen.js';
import { localRemoteFile, RemoteManifests } from '../services/remotes/remote-files.js';
import { RemoteReleases } from '../services/remotes/remote-releases.js';
import { PreviousBuilds } from '../services/remotes/previous-builds.js';
import { localStylesheets } from '../services/render/document-styles.js';
import { PageRenderer } from '../services/render/page-renderer.js';
import { RemotePages } from '../services/render/remote-pages.js';
import { registerPageRoute, type PageDocument } from '../services/render/page-route.js';
import { loadShellBundle } from '../services/render/shell-bundle.js';
import { REMOTE_ROUTES, REMOTES } from '../config/app-config.js';

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The folder of kept files the shell's earlier builds use (the remotes' are named after them). */
const SHELL_BUILD = 'shell';
const ENTRY_DOCUMENTS = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);

function cacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
  const name = path.basename(filePath);
  if (ENTRY_DOCUMENTS.has(name)) res.header('cache-control', REVALIDATE);
  else if (HASHED.test(name)) res.header('cache-control', IMMUTABLE);
  else res.header('cache-control', 'public, max-age=3600');
}

/**
 * The service worker script, headed by the release it keeps: which deployment of each remote is live. A remote
 * deployed on its own changes that line, so browsers install a worker with its new files.
 */
function serveServiceWorker(
  app: FastifyInstance,
  file: string,
  localDist: Record<string, string>,
  manifests: RemoteManifests,
) {
  if (!fs.existsSync(file)) return;
  const { config } = app;
  const releases = new RemoteReleases(config.remotes, localDist, manifests);
  let script: { mtimeMs: number; text: string } | null = null;
  app.get('/sw.js', async (_request, reply) => {
    const { mtimeMs } = fs.statSync(file);
    if (script?.mtimeMs !== mtimeMs) script = { mtimeMs, text: fs.readFileSync(file, 'utf8') };
    const release = await releases.current();
    reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8');
    return `self.__PEPPER_RELEASE__=${JSON.stringify(release)};\n${script.text}`;
  });
}

/**
 * A remote's manifest address as this process can fetch it: one this server serves itself is fetched from the
 * address it listens on. Null before it listens (then pages are left to the browser).
 */
function absoluteManifestUrl(app: FastifyInstance, url: string | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//.test(url)) return url;
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return new URL(url, `http://${host}:${address.port}`).href;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders app pages on the server, when the shell's server build is there and rendering is on. */
    pageRenderer?: PageRenderer;
    /** Copies the shell's and the remotes' new hashed files aside and drops those gone for too long (also on a timer). */
    keepPreviousBuilds?: () => void;
  }
}

export default fp(
  async function staticPlugin(app: FastifyInstance) {
    const { config } = app;

    app.get(routes.remotes.path, { schema: routes.remotes.schema }, async (_request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return config.remotes;
    });

    if (!config.serveApp) return;
    let decorated = false;
    /**
     * `fixed`: the folder's files are known at start (the shell's, deployed with this process), so each gets a
     * route of its own and an app address goes straight to its document without looking on disk. A remote's
     * folder may be deployed again while this process runs, so its files are looked up per request.
     */
    const serve = async (root: string, prefix: string, cors: boolean, fixed = false, earlier?: string) => {
      if (!fs.existsSync(root)) {
        app.log.warn({ root }, 'build folder missing: not served');
        return false;
      }
      await app.register(fastifyStatic, {
        // A file the build no longer has is looked for among the earlier builds' kept files.
        root: earlier ? [root, earlier] : root,
        prefix,
        decorateReply: !decorated,
        // The shell's document is answered for every app path, '/' too, with that path's first files named.
        index: fixed ? false : undefined,
        wildcard: !fixed,
        // The shell's server build is this process's own code, not a file for browsers; the service worker has a
        // route of its own.
        globIgnore: ['server/**', 'sw.js*'],
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          cacheHeaders(res, filePath);
          // Remote manifests and chunks may be loaded by a shell on another origin.
          if (cors) res.header('access-control-allow-origin', '*');
        },
      });
      decorated = true;
      return true;
    };

    // A build folder is replaced by each deployment, while shared caches may still hand out pages naming the
    // previous build's files: those are kept aside and served for as long as any public answer may be kept.
    const previous = new PreviousBuilds(
      path.join(config.appRoot, 'data', 'previous-builds'),
      LONGEST_SHARED_SECONDS * 1000,
    );
    const keep = (name: string, dist: string, except?: string[]) => {
      try {
        previous.refresh(name, dist, except);
      } catch (err) {
        app.log.warn({ err, build: name }, 'hashed files of the previous build not kept');
      }
    };
    const shellDist = path.join(config.appRoot, 'shell', 'dist');
    // The shell is deployed with this process, so its earlier files are those the previous process kept; its
    // server build is never sent to browsers.
    const keepShell = () => keep(SHELL_BUILD, shellDist, ['server']);
    keepShell();
    const shellKept = previous.folder(SHELL_BUILD);
    fs.mkdirSync(shellKept, { recursive: true });
    const localDist = Object.fromEntries(
      REMOTES.map(({ name, dir }) => [name, path.join(config.appRoot, dir, 'dist')]),
    );
    // One reader of the manifests on other hosts, for the preloads and the service worker's release line.
    const manifests = new RemoteManifests(config.remoteRecheckMs);
    if (await serve(shellDist, '/', false, true, shellKept)) {
      const shellIndex = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
      // Lists the shell's build writes beside its index.html; a build without one names nothing there.
      const buildList = <T>(name: string, none: T): T => {
        const file = path.join(shellDist, name);
        return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : none;
      };
      // The files of the shell pages it loads on demand.
      const shellPages = buildList<Record<string, string[]>>('route-preloads.json', {});
      // The shell's files every remote's page needs first (the federation runtime and its glue).
      const remotePageFiles = buildList<string[]>('remote-page-preloads.json', []);
      // The app's own files, which every page runs once its first screen is painted.
      const appFiles = buildList<string[]>('app-preloads.json', []);
      const firstScreen = new FirstScreen(
        config.remotes,
        localDist,
        REMOTE_ROUTES,
        manifests,
        shellPages,
        remotePageFiles,
        appFiles,
      );
      const withoutSession = await knownWithoutSession();
      // Without rendering, the browser renders the page into the shell's document.
      let document: PageDocument = async (request, pathname, search) =>
        firstScreen.document(
          shellIndex,
          pathname,
          search,
          request.session?.userId || request.session?.visitorKey ? null : withoutSession,
        );
      const limits = config.serverRender;
      const shell = limits ? loadShellBundle(shellDist) : null;
      if (shell && limits) {
        const releases = new RemoteReleases(config.remotes, localDist, manifests);
        const renderBudget = new RenderBudget(app.limiter, config.rateLimits.renders);
        const renderer = new PageRenderer(
          app,
          shellIndex,
          firstScreen,
          REMOTE_ROUTES,
          shell,
          new RemotePages(
            (remote) => absoluteManifestUrl(app, config.remotes[remote]),
            async (remote) => {
              const url = config.remotes[remote];
              const file = url ? localRemoteFile(localDist, remote, url) : null;
              if (file) return fs.promises.readFile(file, 'utf8').catch(() => null);
              return url ? manifests.text(url) : null;
            },
            shell.shared,
          ),
          releases,
          limits,
          localStylesheets({
            '/': shellDist,
            ...Object.fromEntries(REMOTES.map(({ name }) => [`/remotes/${name}/`, localDist[name]])),
          }),
          {
            origin: (request) => app.requestOrigin(request),
            spendRender: (request) => renderBudget.spend(request),
          },
        );
        app.decorate('pageRenderer', renderer);
        document = async (request, pathname, search) => {
          const { html, body } = await renderer.rendered(request, pathname, search);
          return body ?? html;
        };
      }
      registerPageRoute(app, document);
      serveServiceWorker(app, path.join(shellDist, 'sw.js'), localDist, manifests);
    }
    const keepPreviousBuilds = () => {
      keepShell();
      for (const { name } of REMOTES) keep(name, localDist[name]);
    };
    keepPreviousBuilds();
    const timer = setInterval(keepPreviousBuilds, 30_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('keepPreviousBuilds', keepPreviousBuilds);
    for (const { name } of REMOTES) {
      const kept = previous.folder(name);
      fs.mkdirSync(kept, { recursive: true });
      await serve(localDist[name], `/remotes/${name}/`, true, false, kept);
    }
  },
  { name: 'static', dependencies: ['config', 'errors', 'hosts', 'security'] },
);
