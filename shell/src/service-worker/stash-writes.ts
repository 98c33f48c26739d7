/**
 * Seed stash writes a grower can make offline: adding, changing and removing packets, recording and removing
 * germination tests, and starting a planting from a packet. They are kept and sent in order when the
 * connection returns, like favorites.
 */
import { matchPath, routes } from '@pepper/contract';

const STASH_WRITES = [
  routes.createSeedPacket,
  routes.updateSeedPacket,
  routes.deleteSeedPacket,
  routes.createGerminationTest,
  routes.sowFromPacket,
  routes.deleteGerminationTest,
];

export function isStashWrite(method: string, path: string): boolean {
  return STASH_WRITES.some((w) => w.method === method && matchPath(w, path, '[0-9]+') !== null);
}
