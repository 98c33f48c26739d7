/**
 * The mock garden: one in-memory garden made with the same domain rules as the API (plan, stage, this
 * week, totals), so the garden screens behave alike against the mocks and the real server.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiError } from './api-error';
import {
  pathPattern,
  pathTo,
  routes,
  type FrostDates,
  type Garden,
  type GardenPlace,
  type GardenSettingsBody,
  type PlaceBody,
  type JournalEntry,
  type JournalEntryBody,
  type Planting,
  type PlantingBody,
} from '@pepper/contract';
import { parseDateInput, toDateInputValue } from '@pepper/domain/dates';
import {
  datedTask,
  eventOrderProblem,
  gardenOverview,
  plantingLabel,
  plantingOf,
} from '@pepper/domain/garden';
import { climateReading } from '@pepper/domain/grow-calendar';
import { seasonLastFrost } from '@pepper/domain/weather';
import { mockFrostDates } from './weather';
import { peppers } from './fixtures';

interface StoredPlanting extends PlantingBody {
  id: number;
  createdAt: string;
}

let plantings: StoredPlanting[] = [];
let entries: (JournalEntry & { photo?: string })[] = [];
let lastFrost: string | null = null;
let place: (PlaceBody & { frost: FrostDates }) | null = null;
let nextId = 1;
let token = 'mock-calendar-token';

export function resetGardenMock() {
  plantings = [];
  entries = [];
  lastFrost = null;
  place = null;
  nextId = 1;
  token = 'mock-calendar-token';
}

const json = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);
const error = apiError;
const pepperOf = (id: number) => peppers.find((p) => p.id === id);

/** The last frost the plan counts from: the typed one, else the place's, as the API does. */
function planFrost(today = new Date()) {
  if (lastFrost) return { lastFrost: parseDateInput(lastFrost), frostFree: false };
  if (!place) return { lastFrost: null, frostFree: false };
  const average = place.frost.lastSpringFrost;
  return average
    ? { lastFrost: parseDateInput(seasonLastFrost(average, today)), frostFree: false }
    : { lastFrost: null, frostFree: true };
}

function overview() {
  const frost = planFrost();
  return gardenOverview(plantings, entries, frost.lastFrost, pepperOf, new Date(), frost.frostFree);
}

function placeOut(): GardenPlace | null {
  if (!place) return null;
  return {
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    hemisphere: place.frost.hemisphere,
    season: climateReading(place.lat, place.lon, new Date().getUTCMonth()).season,
    lastSpringFrost: place.frost.lastSpringFrost,
    firstFallFrost: place.frost.firstFallFrost,
  };
}

const plannedOf = (id: number) => overview().plantings.find((p) => p.record.id === id)!;

function garden(): Garden {
  const { plantings: all, thisWeek, harvestTotals } = overview();
  const frost = planFrost().lastFrost;
  return {
    signedIn: true,
    lastFrost,
    place: placeOut(),
    planLastFrost: frost ? toDateInputValue(frost) : null,
    plantings: all.map(plantingOf),
    thisWeek,
    harvestTotals,
  };
}

/** The garden's last frost: the seed stash's sowing window counts from it. */
export const mockLastFrost = () => lastFrost;
/** The last frost the plan counts from (typed, else the place's), and whether frost is rare at the place. */
export const mockPlanFrost = () => planFrost();

/** Starts a planting as POST /api/garden/plantings does (the seed stash sows from a packet with it). */
export function addMockPlanting(body: PlantingBody): Planting {
  const stored = {
    ...body,
    label: plantingLabel(body.label, pepperOf(body.pepperId)!.name),
    id: nextId++,
    createdAt: new Date().toISOString(),
  };
  plantings = [...plantings, stored];
  return plantingOf(plannedOf(stored.id));
}

const removedListeners: ((plantingId: number) => void)[] = [];
/** Lets the seed stash listen for removed plantings, to give a planned sowing's seeds back. */
export const onMockPlantingRemoved = (listener: (plantingId: number) => void) => {
  removedListeners.push(listener);
};

/** Marks a planting sown on a day, as POST /api/garden/plantings/:id/sown does; null when there is none. */
export function setMockPlantingSown(id: number, sownOn: string): Planting | null {
  const found = plantings.find((p) => p.id === id);
  if (!found) return null;
  found.sownOn = sownOn;
  return plantingOf(plannedOf(id));
}

const feed = () => ({
  token,
  url: `http://localhost${pathTo(routes.calendarIcs, {}, { token })}`,
  webcalUrl: `webcal://localhost${pathTo(routes.calendarIcs, {}, { token })}`,
});

export const gardenHandlers = [
  http.get(pathPattern(routes.garden), () => json(garden())),
  http.post(pathPattern(routes.gardenSettings), async ({ request }) => {
    const body = (await request.json()) as GardenSettingsBody;
    if (body.lastFrost !== undefined) lastFrost = body.lastFrost;
    if (body.place !== undefined)
      place = body.place ? { ...body.place, frost: mockFrostDates(body.place.lat, body.place.lon) } : null;
    return json(garden());
  }),
  http.post(pathPattern(routes.createPlanting), async ({ request }) => {
    const body = (await request.json()) as PlantingBody;
    if (!pepperOf(body.pepperId)) return error(404, 'Pepper not found: choose a variety from the database');
    return json(addMockPlanting(body), { status: 201 });
  }),
  http.get(pathPattern(routes.planting), ({ params }) => {
    const found = plantings.find((p) => String(p.id) === params.id);
    if (!found) return error(404, 'Planting not found');
    const planned = plannedOf(found.id);
    return json({
      planting: plantingOf(planned),
      entries: [...planned.journal].reverse().map(({ photo: _photo, ...e }) => e),
      plan: planned.plan.map((t) => datedTask(found.id, t)),
    });
  }),
  http.delete(pathPattern(routes.deletePlanting), ({ params }) => {
    if (!plantings.some((p) => String(p.id) === params.id)) return error(404, 'Planting not found');
    plantings = plantings.filter((p) => String(p.id) !== params.id);
    entries = entries.filter((e) => String(e.plantingId) !== params.id);
    for (const listener of removedListeners) listener(Number(params.id));
    return json({ ok: true });
  }),
  http.post(pathPattern(routes.createJournalEntry), async ({ params, request }) => {
    const planting = plantings.find((p) => String(p.id) === params.id);
    if (!planting) return error(404, 'Planting not found');
    const body = (await request.json()) as JournalEntryBody;
    if (body.event) {
      const problem = eventOrderProblem(
        parseDateInput(planting.sownOn)!,
        entries
          .filter((e) => e.plantingId === planting.id && e.event)
          .map((e) => ({ event: e.event!, date: parseDateInput(e.date)! })),
        body.event,
        parseDateInput(body.date)!,
      );
      if (problem) return error(400, problem);
    }
    const id = nextId++;
    const entry = {
      id,
      plantingId: planting.id,
      date: body.date,
      note: body.note,
      event: body.event ?? null,
      harvestCount: body.harvestCount ?? null,
      harvestWeightGrams: body.harvestWeightGrams ?? null,
      pest: body.pest ?? null,
      photoUrl: body.photo ? pathTo(routes.gardenPhoto, { id }) : null,
      createdAt: new Date().toISOString(),
      photo: body.photo,
    };
    entries = [...entries, entry];
    const { photo: _photo, ...out } = entry;
    return json(out, { status: 201 });
  }),
  http.delete(pathPattern(routes.deleteJournalEntry), ({ params }) => {
    if (!entries.some((e) => String(e.id) === params.id)) return error(404, 'Journal entry not found');
    entries = entries.filter((e) => String(e.id) !== params.id);
    return json({ ok: true });
  }),
  http.get(pathPattern(routes.gardenPhoto), ({ params }) => {
    const photo = entries.find((e) => String(e.id) === params.id)?.photo;
    if (!photo) return error(404, 'Photo not found');
    const [head, data] = photo.split(',');
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'content-type': head.slice(5, head.indexOf(';')) } });
  }),
  http.get(pathPattern(routes.calendarFeed), () => json(feed())),
  http.post(pathPattern(routes.regenerateCalendarFeed), () => {
    token = `mock-calendar-token-${nextId++}`;
    return json(feed());
  }),
  http.get(
    pathPattern(routes.calendarIcs),
    () =>
      new HttpResponse(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Pepper Atlas//My Garden//EN\r\nEND:VCALENDAR\r\n',
        { headers: { 'content-type': 'text/calendar' } },
      ),
  ),
  http.get(pathPattern(routes.exportData), () =>
    json({
      format: 'pepper-atlas-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      garden: { lastFrost, plantings },
      journal: entries,
      identifications: [],
    }),
  ),
  http.get(
    pathPattern(routes.exportHarvests),
    () =>
      new HttpResponse('date,variety,planting,count,weight_grams,note\r\n', {
        headers: { 'content-type': 'text/csv' },
      }),
  ),
  http.post(pathPattern(routes.importData), () =>
    json({ imported: { favorites: 0, garden: 0, journal: 0 } }),
  ),
  http.post(pathPattern(routes.deleteAccount), () => {
    resetGardenMock();
    return json({ ok: true });
  }),
];
