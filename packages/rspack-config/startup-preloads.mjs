import { rspack } from '@rspack/core';

/** The file the server reads to name a shell page's own chunks in that page's document head. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The file the server reads to name the app's own chunks (those the entry imports once the first screen is
 * painted) in every document's after-paint template, so they are asked for with the page's other files.
 */
export const APP_PRELOADS_FILE = 'app-preloads.json';

/** The file the server reads to name, in every remote page's document head, the shell's chunks such a page needs. */
export const REMOTE_PAGE_PRELOADS_FILE = 'remote-page-preloads.json';

/**
 * The host's entry asks for the app itself (the async `./bootstrap` import) once the first screen is painted.
 *
 * `routeChunks` (path to the request the app imports that page with) names the chunks of pages the shell loads
 * on demand but opens on at once when the document is for their path; they are written to ROUTE_PRELOADS_FILE
 * for the server, which names them in the head of that path's document only.
 *
 * `remotePageRequests` (the requests the app imports the federation runtime and its remote-page glue with) name the
 * chunks every remote's page needs before its remote can load: without them in the head, they are asked for only
 * once the app has run, one more round trip after all its code has come. They are written to
 * REMOTE_PAGE_PRELOADS_FILE.
 */
export class StartupPreloadsPlugin {
  constructor({ asyncEntryRequest = './bootstrap', routeChunks = {}, remotePageRequests = [] } = {}) {
    this.asyncEntryRequest = asyncEntryRequest;
    this.routeChunks = routeChunks;
    this.remotePageRequests = remotePageRequests;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupPreloadsPlugin',
        async (data) => {
          // The app's chunks are fetched once the first screen is painted (shell/src/app/after-first-paint.ts):
          // named here they would be fetched while the page's own HTML and images still come. Only their styles
          // are named here; the scripts go to APP_PRELOADS_FILE, for the document's after-paint template.
          const chunks = chunkList(compilation);
          const appFiles = filesFrom(chunks, this.asyncEntryRequest);
          compilation.emitAsset(
            APP_PRELOADS_FILE,
            new rspack.sources.RawSource(
              JSON.stringify(
                appFiles.filter((file) => file.endsWith('.js')).map((file) => data.publicPath + file),
                null,
                2,
              ),
            ),
          );
          const links = appFiles
            .filter((file) => file.endsWith('.css'))
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'style', href: data.publicPath + file },
            }));
          data.assetTags.styles.push(...links);
          const routes = Object.fromEntries(
            Object.entries(this.routeChunks).map(([route, request]) => [
              route,
              filesFrom(chunks, request).map((file) => data.publicPath + file),
            ]),
          );
          compilation.emitAsset(
            ROUTE_PRELOADS_FILE,
            new rspack.sources.RawSource(JSON.stringify(routes, null, 2)),
          );
          const remotePageFiles = [
            ...new Set(this.remotePageRequests.flatMap((request) => filesFrom(chunks, request))),
          ].map((file) => data.publicPath + file);
          compilation.emitAsset(
            REMOTE_PAGE_PRELOADS_FILE,
            new rspack.sources.RawSource(JSON.stringify(remotePageFiles, null, 2)),
          );
          return data;
        },
      );
    });
  }
}

function chunkList(compilation) {
  return compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true }).chunks;
}

/** The JavaScript and CSS of the async chunks an import of `request` loads. */
function filesFrom(chunks, request) {
  const loadedBy = (chunk) =>
    !chunk.initial && (chunk.origins ?? []).some((origin) => origin.request === request);
  return [...new Set(chunks.filter(loadedBy).flatMap((chunk) => chunk.files ?? []))]
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
}
