import { rspack } from '@rspack/core';

/** The file the server reads to name a shell page's own chunks in that page's document head. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The host's entry asks for the app itself (the async `./bootstrap` import) once it has run: one round trip
 * later. Naming those chunks in the document head lets the browser fetch them alongside the entry. (The shared
 * libraries ship inside the entry, see createHostConfig.)
 *
 * `routeChunks` (path to the request the app imports that page with) names the chunks of pages the shell loads
 * on demand but opens on at once when the document is for their path; they are written to ROUTE_PRELOADS_FILE
 * for the server, which names them in the head of that path's document only.
 */
export class StartupPreloadsPlugin {
  constructor({ asyncEntryRequest = './bootstrap', routeChunks = {} } = {}) {
    this.asyncEntryRequest = asyncEntryRequest;
    this.routeChunks = routeChunks;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupPreloadsPlugin',
        async (data) => {
          // Nothing shows before the entry has run, and a deferred script is fetched at low priority: on a
          // phone's few connections the icons, the manifest and the page's own files would go first.
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          const chunks = chunkList(compilation);
          const libraries = new Set(
            chunks
              .filter((chunk) => chunk.idHints?.includes('vendors'))
              .flatMap((chunk) => chunk.files ?? []),
          );
          const links = filesFrom(chunks, this.asyncEntryRequest).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: file.endsWith('.css')
              ? { rel: 'preload', as: 'style', href: data.publicPath + file }
              : {
                  rel: 'preload',
                  as: 'script',
                  // The libraries (React, the router, the query client) are needed as much as the entry; the
                  // app's own chunks come early, but after them.
                  fetchpriority: libraries.has(file) ? 'high' : 'low',
                  href: data.publicPath + file,
                },
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
