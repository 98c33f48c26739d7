import { rspack } from '@rspack/core';

/**
 * The host's entry asks for the app itself (the async `./bootstrap` import) once it has run: one round trip
 * later. Naming those chunks in the document head lets the browser fetch them alongside the entry. (The shared
 * libraries ship inside the entry, see createHostConfig.)
 */
export class StartupPreloadsPlugin {
  constructor({ asyncEntryRequest = './bootstrap' } = {}) {
    this.asyncEntryRequest = asyncEntryRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupPreloadsPlugin',
        async (data) => {
          const links = startupFiles(compilation, this.asyncEntryRequest).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: file.endsWith('.css')
              ? { rel: 'preload', as: 'style', href: data.publicPath + file }
              : // At the priority the browser gives the deferred entry itself: early, but not ahead of it.
                { rel: 'preload', as: 'script', fetchpriority: 'low', href: data.publicPath + file },
          }));
          data.assetTags.styles.push(...links);
          return data;
        },
      );
    });
  }
}

function startupFiles(compilation, asyncEntryRequest) {
  const { chunks } = compilation
    .getStats()
    .toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
  const atStartup = (chunk) =>
    !chunk.initial && (chunk.origins ?? []).some((origin) => origin.request === asyncEntryRequest);
  return [...new Set(chunks.filter(atStartup).flatMap((chunk) => chunk.files ?? []))]
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
}
