/**
 * Content-hashed files of earlier builds (the shell's and each remote's), still served after a build folder is
 * deployed again. A shared cache may serve a cached page (for up to its s-maxage and stale-while-revalidate) that
 * names the previous build's files, and a build replaces its whole folder: so each folder's hashed files are
 * copied aside as they are seen, and served from there when the folder no longer has them. A copy whose file has
 * been gone from the deployed build for longer than any public answer may be cached is deleted.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A name that carries a hash of the file's content (`main.3f2a9c1b.js`, and its `.br` and `.gz` copies). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
export const isHashedFile = (name: string) => HASHED.test(name.replace(/\.(br|gz)$/, ''));

/** Every hashed file under `folder`, as paths relative to it, but those under the subfolders `except` names. */
function hashedFilesIn(folder: string, except: readonly string[] = []): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && isHashedFile(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((file) => !except.some((sub) => file.startsWith(`${sub}${path.sep}`)));
}

export class PreviousBuilds {
  constructor(
    /** Where the copies are kept, one folder per build folder. */
    private readonly root: string,
    /** How long a file gone from its build stays served (ms). */
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The folder holding the copies of one build folder's files. */
  folder(name: string): string {
    return path.join(this.root, name);
  }

  /**
   * Copies the hashed files of `dist` not copied yet, and marks every file still deployed as seen now (a copy's
   * modification time is when its file was last seen in the deployed build). Then deletes the copies whose file
   * has been gone for longer than the window. `except`: subfolders of `dist` that browsers are never sent (the
   * shell's server build).
   */
  refresh(name: string, dist: string, except: readonly string[] = []): void {
    const kept = this.folder(name);
    const now = new Date(this.now());
    const deployed = new Set(hashedFilesIn(dist, except));
    for (const file of deployed) {
      const copy = path.join(kept, file);
      try {
        if (!fs.existsSync(copy)) {
          fs.mkdirSync(path.dirname(copy), { recursive: true });
          fs.copyFileSync(path.join(dist, file), copy);
        }
        fs.utimesSync(copy, now, now);
      } catch {
        // A file removed by a deployment under way is simply not kept.
      }
    }
    for (const file of hashedFilesIn(kept)) {
      if (deployed.has(file)) continue;
      const copy = path.join(kept, file);
      if (now.getTime() - fs.statSync(copy).mtimeMs > this.keepMs) fs.rmSync(copy, { force: true });
    }
  }
}
