/**
 * The mock seed stash: in-memory packets and tests, with viability and the sowing window made by the same
 * domain rules as the API, and sowing that starts a planting in the mock garden.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiError } from './api-error';
import {
  pathPattern,
  pathTo,
  routes,
  type GerminationTest,
  type GerminationTestBody,
  type MarkSownBody,
  type SeedPacket,
  type SeedPacketBody,
  type SeedPacketUpdate,
  type SeedStash,
  type SowFromPacketBody,
} from '@pepper/contract';
import { germinationRate, packetViability } from '@pepper/domain/garden';
import { leadTimeFor, sowingWindow } from '@pepper/domain/grow-calendar';
import { peppers } from './fixtures';
import {
  addMockPlanting,
  mockLastFrost,
  mockPlanFrost,
  onMockPlantingRemoved,
  setMockPlantingSown,
} from './garden-handlers';

interface StoredPacket {
  id: number;
  pepperId: number;
  source: SeedPacket['source'];
  year: number;
  seedsLeft: number;
  seedsReserved: number;
  note: string;
  photo: string | null;
  harvestEntryId: number | null;
  plantings: SeedPacket['plantings'];
  createdAt: string;
}

let packets: StoredPacket[] = [];
let tests: GerminationTest[] = [];
let nextId = 1;

export function resetSeedMock() {
  packets = [];
  tests = [];
  nextId = 1;
}

/** The API's refusal when a packet has too few free seeds. */
function notEnough(p: StoredPacket) {
  const free = p.seedsLeft - p.seedsReserved;
  if (p.seedsReserved === 0)
    return error(
      400,
      p.seedsLeft === 0
        ? 'This packet has no seeds left'
        : `Only ${p.seedsLeft} ${p.seedsLeft === 1 ? 'seed is' : 'seeds are'} left in this packet`,
    );
  return error(
    400,
    `Only ${Math.max(0, free)} of the ${p.seedsLeft} seeds left in this packet ${free === 1 ? 'is' : 'are'} free: ${p.seedsReserved} ${p.seedsReserved === 1 ? 'is' : 'are'} set aside for planned sowings`,
  );
}

// A cancelled planned sowing gives its seeds back, as the API does.
onMockPlantingRemoved((plantingId) => {
  for (const p of packets) {
    for (const s of p.plantings) if (s.id === plantingId && s.state === 'planned') p.seedsReserved -= s.seeds;
    p.plantings = p.plantings.filter((s) => s.id !== plantingId);
  }
});

const json = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);
const error = apiError;
const pepperOf = (id: number) => peppers.find((p) => p.id === id);

const latestTestOf = (packetId: number) =>
  tests
    .filter((t) => t.packetId === packetId)
    .sort((a, b) => b.readOn.localeCompare(a.readOn) || b.id - a.id)[0] ?? null;

function packetOut(p: StoredPacket): SeedPacket {
  const pepper = pepperOf(p.pepperId);
  const latestTest = latestTestOf(p.id);
  const today = new Date();
  return {
    id: p.id,
    pepperId: p.pepperId,
    pepperName: pepper?.name ?? 'Unknown variety',
    species: pepper?.species ?? null,
    source: p.source,
    year: p.year,
    seedsLeft: p.seedsLeft,
    seedsReserved: p.seedsReserved,
    note: p.note,
    photoUrl: p.photo ? pathTo(routes.seedPacketPhoto, { id: p.id }, { v: p.id }) : null,
    harvestEntryId: p.harvestEntryId,
    latestTest,
    viability: packetViability({ year: p.year, species: pepper?.species }, latestTest?.rate ?? null, today),
    sowing: sowingWindow(
      mockPlanFrost().lastFrost,
      today,
      leadTimeFor(pepper ?? {}),
      mockPlanFrost().frostFree,
    ),
    plantings: p.plantings,
    createdAt: p.createdAt,
  };
}

function stash(): SeedStash {
  return { signedIn: true, lastFrost: mockLastFrost(), packets: packets.map(packetOut) };
}

/** The API's checks beyond the schema, with its messages. */
function refusal(body: SeedPacketBody | SeedPacketUpdate): Response | null {
  if (!pepperOf(body.pepperId)) return error(404, 'Pepper not found: choose a variety from the database');
  if (body.seedsLeft < 0) return error(400, 'body/seedsLeft must be >= 0');
  const thisYear = new Date().getUTCFullYear();
  if (body.year > thisYear)
    return error(400, `The year the seeds were packed or saved cannot be after ${thisYear}`);
  return null;
}

const packetById = (id: unknown) => packets.find((p) => String(p.id) === id);

export const seedHandlers = [
  http.get(pathPattern(routes.seedStash), () => json(stash())),
  http.post(pathPattern(routes.createSeedPacket), async ({ request }) => {
    const body = (await request.json()) as SeedPacketBody;
    const refused = refusal(body);
    if (refused) return refused;
    const stored: StoredPacket = {
      id: nextId++,
      pepperId: body.pepperId,
      source: body.source,
      year: body.year,
      seedsLeft: body.seedsLeft,
      seedsReserved: 0,
      note: body.note.trim(),
      photo: body.photo ?? null,
      harvestEntryId: body.harvestEntryId ?? null,
      plantings: [],
      createdAt: new Date().toISOString(),
    };
    packets = [...packets, stored];
    return json(packetOut(stored), { status: 201 });
  }),
  http.get(pathPattern(routes.seedPacket), ({ params }) => {
    const found = packetById(params.id);
    if (!found) return error(404, 'Seed packet not found');
    return json({
      packet: packetOut(found),
      tests: tests
        .filter((t) => t.packetId === found.id)
        .sort((a, b) => b.readOn.localeCompare(a.readOn) || b.id - a.id),
    });
  }),
  http.post(pathPattern(routes.updateSeedPacket), async ({ params, request }) => {
    const found = packetById(params.id);
    if (!found) return error(404, 'Seed packet not found');
    const body = (await request.json()) as SeedPacketUpdate;
    const refused = refusal(body);
    if (refused) return refused;
    if (body.seedsLeft < found.seedsReserved)
      return error(
        400,
        `${found.seedsReserved} seeds of this packet are set aside for planned sowings: it cannot hold fewer (mark them sown or cancel the sowings first)`,
      );
    Object.assign(found, {
      pepperId: body.pepperId,
      source: body.source,
      year: body.year,
      seedsLeft: body.seedsLeft,
      note: body.note.trim(),
      photo: body.photo ?? (body.removePhoto ? null : found.photo),
    });
    return json(packetOut(found));
  }),
  http.delete(pathPattern(routes.deleteSeedPacket), ({ params }) => {
    if (!packetById(params.id)) return error(404, 'Seed packet not found');
    packets = packets.filter((p) => String(p.id) !== params.id);
    tests = tests.filter((t) => String(t.packetId) !== params.id);
    return json({ ok: true });
  }),
  http.get(pathPattern(routes.seedPacketPhoto), ({ params }) => {
    const photo = packetById(params.id)?.photo;
    if (!photo) return error(404, 'Photo not found');
    const [head, data] = photo.split(',');
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'content-type': head.slice(5, head.indexOf(';')) } });
  }),
  http.post(pathPattern(routes.createGerminationTest), async ({ params, request }) => {
    const found = packetById(params.id);
    if (!found) return error(404, 'Seed packet not found');
    const body = (await request.json()) as GerminationTestBody;
    if (body.sprouted > body.sown)
      return error(400, `More seeds sprouted (${body.sprouted}) than were sown (${body.sown})`);
    if (body.readOn < body.startedOn) return error(400, 'A test is read on or after the day it started');
    if (body.sown > found.seedsLeft - found.seedsReserved) return notEnough(found);
    found.seedsLeft -= body.sown;
    const test: GerminationTest = {
      id: nextId++,
      packetId: found.id,
      ...body,
      rate: germinationRate(body.sown, body.sprouted) ?? 0,
      createdAt: new Date().toISOString(),
    };
    tests = [...tests, test];
    return json(test, { status: 201 });
  }),
  http.delete(pathPattern(routes.deleteGerminationTest), ({ params }) => {
    const test = tests.find((t) => String(t.id) === params.id);
    if (!test) return error(404, 'Germination test not found');
    tests = tests.filter((t) => t !== test);
    // As the API does: the seeds the test took go back to its packet.
    const packet = packetById(String(test.packetId));
    if (packet) packet.seedsLeft += test.sown;
    return json({ ok: true });
  }),
  http.post(pathPattern(routes.sowFromPacket), async ({ params, request }) => {
    const found = packetById(params.id);
    if (!found) return error(404, 'Seed packet not found');
    const body = (await request.json()) as SowFromPacketBody;
    if (body.seeds < body.count) return error(400, 'Sow at least one seed for each plant you want');
    if (body.seeds > found.seedsLeft - found.seedsReserved) return notEnough(found);
    const planting = addMockPlanting({
      pepperId: found.pepperId,
      count: body.count,
      place: body.place,
      label: body.label,
      sownOn: body.sownOn,
    });
    // Planned for a later day, the seeds are set aside until the planting is marked sown.
    const planned = body.sownOn > new Date().toISOString().slice(0, 10);
    if (planned) found.seedsReserved += body.seeds;
    else found.seedsLeft -= body.seeds;
    found.plantings = [
      ...found.plantings,
      {
        id: planting.id,
        label: planting.label,
        seeds: body.seeds,
        state: planned ? 'planned' : 'sown',
        sownOn: body.sownOn,
      },
    ];
    return json({ planting, packet: packetOut(found) }, { status: 201 });
  }),
  http.post(pathPattern(routes.markPlantingSown), async ({ params, request }) => {
    const { sownOn } = (await request.json()) as MarkSownBody;
    const id = Number(params.id);
    for (const p of packets)
      for (const s of p.plantings)
        if (s.id === id && s.state === 'planned') {
          p.seedsReserved -= s.seeds;
          p.seedsLeft -= s.seeds;
          s.state = 'sown';
          s.sownOn = sownOn;
        }
    const planting = setMockPlantingSown(id, sownOn);
    return planting ? json(planting) : error(404, 'Planting not found');
  }),
];
