/** The files a remote's mf-manifest.json says its pages need, as absolute addresses. */
import type { ManifestAssets, RemoteManifest } from '@pepper/contract';
import { entryFile, manifestBase } from '@pepper/contract/remote-manifest';

const filesOf = (assets: ManifestAssets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/**
 * The manifest itself, the remote entry and every exposed page's scripts and styles. Shared libraries are left
 * out: the shell provides them.
 */
export function remoteAssetUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const base = manifestBase(manifest, manifestUrl);
  const files = [
    entryFile(manifest),
    ...(manifest.exposes ?? []).flatMap((expose) => filesOf(expose.assets)),
  ];
  return [...new Set([new URL(manifestUrl).href, ...files.map((file) => new URL(file, base).href)])];
}
