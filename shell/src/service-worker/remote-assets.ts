/** The files a remote's mf-manifest.json says its pages need, as absolute addresses. */

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Assets }[];
}

const filesOf = (assets: Assets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/**
 * The manifest itself, the remote entry and every exposed page's scripts and styles. Shared libraries are left
 * out: the shell provides them. With publicPath 'auto' files sit beside the manifest.
 */
export function remoteAssetUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryPath = [entry?.path, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  const files = [entryPath, ...(manifest.exposes ?? []).flatMap((expose) => filesOf(expose.assets))];
  return [...new Set([new URL(manifestUrl).href, ...files.map((file) => new URL(file, base).href)])];
}
