/**
 * What a remote's `mf-manifest.json` lists, as the shell (loading and fetching ahead), its service worker (keeping
 * files for offline use) and the API (naming a page's first files in its document) read it: its entry, and each
 * exposed page's scripts and styles. The remote's build writes it; nothing here imports a schema.
 */
export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

export interface PageFile {
  href: string;
  as: 'script' | 'style';
}

/** Where the remote's files sit: the public path the manifest names, else (publicPath 'auto') beside it. */
export function manifestBase(manifest: RemoteManifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
}

/** The remote entry's file, relative to manifestBase: its folder (if any) and its name. */
export function entryFile(manifest: RemoteManifest): string {
  const entry = manifest.metaData?.remoteEntry;
  const folder = entry?.path?.replace(/\/+$/, '');
  return [folder, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
}

/**
 * The files a visit to the remote's page `module` loads at once, as absolute addresses: the remote's entry, the
 * page's styles and its scripts. Shared libraries are not among them: the shell provides those.
 */
export function pageFiles(manifest: RemoteManifest, manifestUrl: string, module: string): PageFile[] {
  const base = manifestBase(manifest, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const expose = manifest.exposes?.find((e) => e.path === `./${module}` || e.name === module);
  if (!expose) return [];
  return [
    { href: at(entryFile(manifest)), as: 'script' },
    ...(expose.assets?.css?.sync ?? []).map((file) => ({ href: at(file), as: 'style' as const })),
    ...(expose.assets?.js?.sync ?? []).map((file) => ({ href: at(file), as: 'script' as const })),
  ];
}
