/**
 * The mock garden: one in-memory garden made with the same domain rules as the API (plan, stage, this
 * week, totals), so the garden screens behave alike against the mocks and the real server.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  Garden,
  GardenTask,
  JournalEntry,
  JournalEntryBody,
  Planting,
  PlantingBody,
} from '@pepper/contract';
import {
  dueThisWeek,
  harvestTotals,
  nextTask,
  parseDateInput,
  plantingPlan,
  plantingStage,
  STAGE_LABELS,
  toDateInputValue,
  type GardenEvent,
  type GardenTask as DomainTask,
  type PlanInput,
} from '@pepper/domain';
import { peppers } from './fixtures';

interface StoredPlanting extends PlantingBody {
  id: number;
  createdAt: string;
}

let plantings: StoredPlanting[] = [];
let entries: (JournalEntry & { photo?: string })[] = [];
let lastFrost: string | null = null;
let nextId = 1;
let token = 'mock-calendar-token';

export function resetGardenMock() {
  plantings = [];
  entries = [];
  lastFrost = null;
  nextId = 1;
  token = 'mock-calendar-token';
}

const json = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);
const error = (statusCode: number, message: string) =>
  json({ statusCode, error: 'Error', message }, { status: statusCode });
const pepperOf = (id: number) => peppers.find((p) => p.id === id);

const taskOut = (plantingId: number, t: DomainTask): GardenTask => ({
  plantingId,
  kind: t.kind,
  title: t.title,
  detail: t.detail,
  due: toDateInputValue(t.due),
  until: toDateInputValue(t.until),
  done: t.done,
});

function planned(p: StoredPlanting) {
  const own = entries.filter((e) => e.plantingId === p.id);
  const pepper = pepperOf(p.pepperId);
  const input: PlanInput = {
    sownOn: parseDateInput(p.sownOn)!,
    place: p.place,
    lastFrost: parseDateInput(lastFrost),
    maturityDays: pepper?.maturityDays ?? null,
    heatLevel: pepper?.heatLevel ?? 'medium',
    events: own
      .filter((e) => e.event)
      .map((e) => ({ event: e.event as GardenEvent, date: parseDateInput(e.date)! })),
  };
  const today = new Date();
  const plan = plantingPlan(input, today);
  const stage = plantingStage(input, today);
  const next = nextTask(plan, today);
  const planting: Planting = {
    ...p,
    pepperName: pepper?.name ?? 'Unknown variety',
    stage,
    stageLabel: STAGE_LABELS[stage],
    nextTask: next ? taskOut(p.id, next) : null,
  };
  return { planting, plan, own };
}

function garden(): Garden {
  const all = plantings.map(planned);
  return {
    signedIn: true,
    lastFrost,
    plantings: all.map((a) => a.planting),
    thisWeek: all
      .flatMap((a) => dueThisWeek(a.plan, new Date()).map((t) => taskOut(a.planting.id, t)))
      .sort((a, b) => a.due.localeCompare(b.due)),
    harvestTotals: harvestTotals(
      all.flatMap((a) =>
        a.own
          .filter((e) => e.event === 'harvest')
          .map((e) => ({
            variety: a.planting.pepperName,
            date: parseDateInput(e.date)!,
            count: e.harvestCount ?? 0,
            weightGrams: e.harvestWeightGrams ?? 0,
          })),
      ),
    ),
  };
}

const feed = () => ({
  token,
  url: `http://localhost/api/garden/calendar.ics?token=${token}`,
  webcalUrl: `webcal://localhost/api/garden/calendar.ics?token=${token}`,
});

export const gardenHandlers = [
  http.get('/api/garden', () => json(garden())),
  http.post('/api/garden/settings', async ({ request }) => {
    lastFrost = ((await request.json()) as { lastFrost: string | null }).lastFrost;
    return json(garden());
  }),
  http.post('/api/garden/plantings', async ({ request }) => {
    const body = (await request.json()) as PlantingBody;
    if (!pepperOf(body.pepperId)) return error(404, 'Pepper not found: choose a variety from the database');
    const stored = {
      ...body,
      label: body.label.trim() || pepperOf(body.pepperId)!.name,
      id: nextId++,
      createdAt: new Date().toISOString(),
    };
    plantings = [...plantings, stored];
    return json(planned(stored).planting, { status: 201 });
  }),
  http.get('/api/garden/plantings/:id', ({ params }) => {
    const found = plantings.find((p) => String(p.id) === params.id);
    if (!found) return error(404, 'Planting not found');
    const { planting, plan, own } = planned(found);
    return json({
      planting,
      entries: [...own].reverse().map(({ photo: _photo, ...e }) => e),
      plan: plan.map((t) => taskOut(found.id, t)),
    });
  }),
  http.delete('/api/garden/plantings/:id', ({ params }) => {
    if (!plantings.some((p) => String(p.id) === params.id)) return error(404, 'Planting not found');
    plantings = plantings.filter((p) => String(p.id) !== params.id);
    entries = entries.filter((e) => String(e.plantingId) !== params.id);
    return json({ ok: true });
  }),
  http.post('/api/garden/plantings/:id/entries', async ({ params, request }) => {
    const planting = plantings.find((p) => String(p.id) === params.id);
    if (!planting) return error(404, 'Planting not found');
    const body = (await request.json()) as JournalEntryBody;
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
      photoUrl: body.photo ? `/api/garden/photos/${id}` : null,
      createdAt: new Date().toISOString(),
      photo: body.photo,
    };
    entries = [...entries, entry];
    const { photo: _photo, ...out } = entry;
    return json(out, { status: 201 });
  }),
  http.delete('/api/garden/entries/:id', ({ params }) => {
    if (!entries.some((e) => String(e.id) === params.id)) return error(404, 'Journal entry not found');
    entries = entries.filter((e) => String(e.id) !== params.id);
    return json({ ok: true });
  }),
  http.get('/api/garden/photos/:id', ({ params }) => {
    const photo = entries.find((e) => String(e.id) === params.id)?.photo;
    if (!photo) return error(404, 'Photo not found');
    const [head, data] = photo.split(',');
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'content-type': head.slice(5, head.indexOf(';')) } });
  }),
  http.get('/api/garden/calendar', () => json(feed())),
  http.post('/api/garden/calendar', () => {
    token = `mock-calendar-token-${nextId++}`;
    return json(feed());
  }),
  http.get(
    '/api/garden/calendar.ics',
    () =>
      new HttpResponse(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Pepper Atlas//My Garden//EN\r\nEND:VCALENDAR\r\n',
        { headers: { 'content-type': 'text/calendar' } },
      ),
  ),
  http.get('/api/me/export', () =>
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
    '/api/me/export/harvests.csv',
    () =>
      new HttpResponse('date,variety,planting,count,weight_grams,note\r\n', {
        headers: { 'content-type': 'text/csv' },
      }),
  ),
  http.post('/api/me/import', () => json({ imported: { favorites: 0, garden: 0, journal: 0 } })),
  http.post('/api/me/delete', () => {
    resetGardenMock();
    return json({ ok: true });
  }),
];
