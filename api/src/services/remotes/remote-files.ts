/**
 * The build files of the remotes this server serves itself, read again only when a deployment changes them:
 * needed on every navigation, they are checked by modification time and size, not read.
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

/**
 * The manifests of remotes served from other hosts, fetched at most once per interval however many callers read
 * them: the service worker's release line and the first-screen preloads both do.
 */
export class RemoteManifests {
  private known = new Map<string, { at: number; text: string | null }>();
  private pending = new Map<string, Promise<string | null>>();

  /** `recheckMs`: how long a manifest on another host is taken as unchanged. */
  constructor(private readonly recheckMs: number) {}

  /** The manifest's text, fetched again once older than the interval; null while its host does not answer. */
  async text(url: string): Promise<string | null> {
    const known = this.known.get(url);
    if (known && !this.due(known)) return known.text;
    return this.refresh(url);
  }

  /** The text last read, at once; when it is due, a fetch starts in the background for the next caller. */
  latest(url: string): string | null {
    const known = this.known.get(url);
    if (!known || this.due(known)) void this.refresh(url);
    return known?.text ?? null;
  }

  private due(known: { at: number }) {
    return Date.now() - known.at >= this.recheckMs;
  }

  private refresh(url: string): Promise<string | null> {
    let pending = this.pending.get(url);
    if (!pending) {
      pending = fetch(url, { signal: AbortSignal.timeout(2000), headers: { 'cache-control': 'no-cache' } })
        .then(async (res) => (res.ok ? await res.text() : null))
        .catch(() => null)
        .then((text) => {
          this.known.set(url, { at: Date.now(), text });
          return text;
        })
        .finally(() => this.pending.delete(url));
      this.pending.set(url, pending);
    }
    return pending;
  }
}
