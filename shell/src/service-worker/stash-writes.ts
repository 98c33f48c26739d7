/**
 * Seed stash writes a grower can make offline: adding, changing and removing packets, recording and removing
 * germination tests, and starting a planting from a packet. They are kept and sent in order when the
 * connection returns, like favorites.
 */
import { endpoints } from '@pepper/contract/endpoint-paths';
import { matchPath } from '@pepper/contract/paths';

const STASH_WRITES = [
  endpoints.createSeedPacket,
  endpoints.updateSeedPacket,
  endpoints.deleteSeedPacket,
  endpoints.createGerminationTest,
  endpoints.sowFromPacket,
  endpoints.deleteGerminationTest,
];

export function isStashWrite(method: string, path: string): boolean {
  return STASH_WRITES.some((w) => w.method === method && matchPath(w, path, '[0-9]+') !== null);
}
