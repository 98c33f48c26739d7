import { queryOptions } from '@tanstack/react-query';
import {
  type GerminationTest,
  type GerminationTestBody,
  type SeedPacket,
  type SeedPacketBody,
  type SeedPacketDetail,
  type SeedPacketUpdate,
  type SeedStash,
  type SowFromPacketBody,
  type SownFromPacket,
} from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { pathTo } from '@pepper/contract/paths';
import { QUEUED_HEADER } from '@pepper/contract/offline';
import { GARDEN_KEY } from './garden';
import { apiRequest, getJson } from './request';

/** The stash's reads sit under the garden's key: a planting started from a packet refreshes both. */
export const SEEDS_KEY = [GARDEN_KEY, 'seeds'] as const;

export const seedQueries = {
  stash: () =>
    queryOptions({
      queryKey: SEEDS_KEY,
      queryFn: async () => (await getJson<SeedStash>(pathTo(endpoints.seedStash)))!,
    }),
  packet: (id: number) =>
    queryOptions({
      queryKey: [...SEEDS_KEY, id],
      queryFn: async () => (await getJson<SeedPacketDetail>(pathTo(endpoints.seedPacket, { id })))!,
    }),
};

/**
 * A stash write's answer: the server's, or `queued` when the device is offline and keeps the change to send
 * when the connection returns.
 */
export type StashWrite<T> = { queued: false; data: T } | { queued: true };

async function stashWrite<T>(method: string, url: string, body?: unknown): Promise<StashWrite<T>> {
  const res = await apiRequest(method, url, body);
  if (res.headers.get(QUEUED_HEADER) === '1') return { queued: true };
  return { queued: false, data: (await res.json()) as T };
}

export const seedMutations = {
  createPacket: (body: SeedPacketBody) =>
    stashWrite<SeedPacket>('POST', pathTo(endpoints.createSeedPacket), body),
  updatePacket: (id: number, body: SeedPacketUpdate) =>
    stashWrite<SeedPacket>('POST', pathTo(endpoints.updateSeedPacket, { id }), body),
  deletePacket: (id: number) =>
    stashWrite<{ ok: boolean }>('DELETE', pathTo(endpoints.deleteSeedPacket, { id })),
  addTest: (packetId: number, body: GerminationTestBody) =>
    stashWrite<GerminationTest>('POST', pathTo(endpoints.createGerminationTest, { id: packetId }), body),
  deleteTest: (id: number) =>
    stashWrite<{ ok: boolean }>('DELETE', pathTo(endpoints.deleteGerminationTest, { id })),
  sow: (packetId: number, body: SowFromPacketBody) =>
    stashWrite<SownFromPacket>('POST', pathTo(endpoints.sowFromPacket, { id: packetId }), body),
};
