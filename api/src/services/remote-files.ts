/**
 * The build files of the remotes this server serves itself, read again only when a deployment changes them:
 * asked on every navigation, they are checked by time and size, not read.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file behind a remote's address, when that remote's build folder is served here. */
export function localRemoteFile(
  localDist: Record<string, string>,
  name: string,
  url: string,
  file = url.slice(`/remotes/${name}/`.length),
): string | null {
  const dist = localDist[name];
  if (!dist || !url.startsWith(`/remotes/${name}/`)) return null;
  return path.join(dist, file);
}

/** What was made of some files, kept until one of them changes. Throws when a file cannot be read. */
export class ReadWhenChanged<T> {
  private seen = new Map<string, { stamp: string; value: T }>();

  read(key: string, files: readonly string[], make: () => T): T {
    const stamp = files
      .map((file) => fs.statSync(file))
      .map((s) => `${s.mtimeMs}:${s.size}`)
      .join('|');
    const known = this.seen.get(key);
    if (known?.stamp === stamp) return known.value;
    const value = make();
    this.seen.set(key, { stamp, value });
    return value;
  }
}
