/** What a remote's mf-manifest.json says of its entry and of each page it exposes. */
export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

export interface PageFile {
  href: string;
  as: 'script' | 'style';
}

/**
 * The files a visit to the remote's page `module` loads at once, as absolute addresses: the remote's entry, the
 * page's styles and its scripts. Shared libraries are not among them: the shell provides those. With publicPath
 * 'auto' the files sit beside the manifest.
 */
export function pageFiles(manifest: RemoteManifest, manifestUrl: string, module: string): PageFile[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((e) => e.path === `./${module}` || e.name === module);
  if (!expose) return [];
  return [
    { href: at(`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`), as: 'script' },
    ...(expose.assets?.css?.sync ?? []).map((file) => ({ href: at(file), as: 'style' as const })),
    ...(expose.assets?.js?.sync ?? []).map((file) => ({ href: at(file), as: 'script' as const })),
  ];
}
