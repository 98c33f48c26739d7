import type { OfflineStatus } from './messages';

export interface StatusSources {
  packKept(): Promise<boolean>;
  /** The remotes' cache of this release, when it has remotes to keep. */
  remotesCache: string | null;
  pendingWrites(): Promise<number>;
  online(): boolean;
}

/** Whether everything for offline use is kept; with `sizes`, how much (reading every kept file). */
export async function offlineStatus(sources: StatusSources, sizes = false): Promise<OfflineStatus> {
  let files = 0;
  let bytes = 0;
  let ready = await sources.packKept();
  for (const name of sizes ? await caches.keys() : []) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const res = await cache.match(request);
      if (!res) continue;
      files += 1;
      bytes += (await res.clone().blob()).size;
    }
  }
  if (sources.remotesCache && !(await caches.has(sources.remotesCache))) ready = false;
  return { ready, files, bytes, pending: await sources.pendingWrites(), online: sources.online() };
}
