/**
 * Which deployment of each remote is live, as a fingerprint of its mf-manifest.json and remote entry. The
 * service worker script carries these, so deploying a remote on its own changes the script and the browser
 * installs a worker that keeps the new files (and offers a reload), with no shell rebuild.
 */
import { createHash } from 'node:crypto';
import type { Release } from '@pepper/contract';
import fs from 'node:fs';
import { localRemoteFile, ReadWhenChanged, type RemoteManifests } from './remote-files.js';

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 12);
};

export class RemoteReleases {
  private localVersions = new ReadWhenChanged<string>();

  constructor(
    /** Remote name to the address of its manifest, as /remotes.json lists them. */
    private readonly remotes: Record<string, string>,
    /** Remote name to its build folder, for remotes this server serves itself. */
    private readonly localDist: Record<string, string>,
    /** The manifests of remotes on other hosts, read again once their interval has passed. */
    private readonly manifests: RemoteManifests,
  ) {}

  private local(name: string, url: string): string | null {
    const manifest = localRemoteFile(this.localDist, name, url);
    if (!manifest) return null;
    const files = [manifest, localRemoteFile(this.localDist, name, url, 'remoteEntry.js')!];
    try {
      return this.localVersions.read(name, files, () => sha(...files.map((file) => fs.readFileSync(file))));
    } catch {
      return 'missing';
    }
  }

  /** A host that does not answer keeps the fingerprint 'unreachable' until it does. */
  private async remote(url: string): Promise<string> {
    const text = await this.manifests.text(url);
    return text === null ? 'unreachable' : sha(text);
  }

  private lastSeen = new Map<string, { at: number; version: string }>();

  /**
   * The live deployment of one remote; only that remote's host is queried. Needed on every rendered page, the
   * result is kept for `recheckMs` (a second by default), so a busy server looks at the files once a second.
   */
  async of(name: string, recheckMs = 1000): Promise<string> {
    const manifest = this.remotes[name];
    if (!manifest) return 'unknown';
    const seen = this.lastSeen.get(name);
    if (seen && Date.now() - seen.at < recheckMs) return seen.version;
    const version = this.local(name, manifest) ?? (await this.remote(manifest));
    this.lastSeen.set(name, { at: Date.now(), version });
    return version;
  }

  async current(): Promise<Release> {
    const remotes = await Promise.all(
      Object.entries(this.remotes).map(async ([name, manifest]) => ({
        name,
        manifest,
        version: this.local(name, manifest) ?? (await this.remote(manifest)),
      })),
    );
    return { version: sha(JSON.stringify(remotes)), remotes };
  }
}
