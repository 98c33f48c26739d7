/**
 * My Garden: plantings, their journal (with photos), the plan of tasks, the calendar feed, and the
 * user's data export and import. Request schemas are closed so unknown fields are a 400.
 */
import { Type, type Static } from 'typebox';
import { endpoints } from './endpoint-paths.js';
import { GARDEN_EVENTS, GROW_PLACES, TASK_KIND_VALUES } from './garden-vocabulary.js';
import { GARDEN_PHOTO_MAX_LENGTH } from './limits.js';
import { answers, errors, section, type RouteDef } from './route-parts.js';
import { closed, Id, IdParams, Latitude, Longitude, Nullable, StringEnum } from './schema-parts.js';
import { Ok } from './schemas.js';

/** A calendar day, 'YYYY-MM-DD'. */
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const GardenTask = Type.Object({
  plantingId: Id,
  kind: StringEnum(TASK_KIND_VALUES),
  title: Type.String(),
  detail: Type.String(),
  due: DateOnly,
  until: DateOnly,
  done: Type.Boolean(),
});
export type GardenTask = Static<typeof GardenTask>;

export const SeasonNote = Type.Object({
  kind: StringEnum(['needs-place', 'too-late', 'too-early'] as const),
  title: Type.String(),
  text: Type.String(),
});
export type SeasonNote = Static<typeof SeasonNote>;

export const Planting = Type.Object({
  id: Id,
  pepperId: Id,
  pepperName: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  place: StringEnum(GROW_PLACES),
  label: Type.String(),
  sownOn: DateOnly,
  stage: Type.String(),
  stageLabel: Type.String(),
  nextTask: Nullable(GardenTask),
  /** Why the plan is not the usual one: no last frost yet (outdoor steps undated), or sown too late or early. */
  seasonNote: Nullable(SeasonNote),
  /** Weeks indoors from sowing to planting out, from the variety's lead time. */
  weeksIndoors: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
});
export type Planting = Static<typeof Planting>;

export const HarvestTotal = Type.Object({
  variety: Type.String(),
  season: Type.Integer(),
  count: Type.Integer({ minimum: 0 }),
  weightGrams: Type.Number({ minimum: 0 }),
});
export type HarvestTotal = Static<typeof HarvestTotal>;

/** The grower's place with what it gives the plan: hemisphere, season and average frost dates ('MM-DD'). */
export const GardenPlace = Type.Object({
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  hemisphere: StringEnum(['north', 'south'] as const),
  season: Type.String(),
  /** Null where spring frost is rare: plants can go out once they are ready. */
  lastSpringFrost: Nullable(Type.String({ pattern: '^\\d{2}-\\d{2}$' })),
  firstFallFrost: Nullable(Type.String({ pattern: '^\\d{2}-\\d{2}$' })),
});
export type GardenPlace = Static<typeof GardenPlace>;

export const Garden = Type.Object({
  /** False for a visitor: the garden is kept in the session until sign-in. */
  signedIn: Type.Boolean(),
  /** The last frost typed by hand. */
  lastFrost: Nullable(DateOnly),
  place: Nullable(GardenPlace),
  /** The last frost this season's plan counts from: the typed one, else the place's; null without either. */
  planLastFrost: Nullable(DateOnly),
  plantings: Type.Array(Planting),
  thisWeek: Type.Array(GardenTask),
  harvestTotals: Type.Array(HarvestTotal),
});
export type Garden = Static<typeof Garden>;

export const JournalEntry = Type.Object({
  id: Id,
  plantingId: Id,
  date: DateOnly,
  note: Type.String(),
  event: Nullable(StringEnum(GARDEN_EVENTS)),
  harvestCount: Nullable(Type.Integer({ minimum: 0 })),
  harvestWeightGrams: Nullable(Type.Number({ minimum: 0 })),
  pest: Nullable(Type.String()),
  /** Address of the entry's photo, served with the entry's access rules. */
  photoUrl: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type JournalEntry = Static<typeof JournalEntry>;

export const PlantingDetail = Type.Object({
  planting: Planting,
  entries: Type.Array(JournalEntry),
  plan: Type.Array(GardenTask),
});
export type PlantingDetail = Static<typeof PlantingDetail>;

export const PlantingBody = Type.Object(
  {
    pepperId: Id,
    count: Type.Integer({ minimum: 1, maximum: 10_000 }),
    place: StringEnum(GROW_PLACES),
    label: Type.String({ maxLength: 100 }),
    sownOn: DateOnly,
  },
  closed,
);
export type PlantingBody = Static<typeof PlantingBody>;

export const JournalEntryBody = Type.Object(
  {
    date: DateOnly,
    note: Type.String({ maxLength: 2000 }),
    event: Type.Optional(Nullable(StringEnum(GARDEN_EVENTS))),
    harvestCount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
    harvestWeightGrams: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000_000 }))),
    pest: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    photo: Type.Optional(Type.String({ pattern: '^data:', maxLength: GARDEN_PHOTO_MAX_LENGTH })),
  },
  closed,
);
export type JournalEntryBody = Static<typeof JournalEntryBody>;

/** Marks a planned planting sown: the day it was sown (today or earlier). */
export const MarkSownBody = Type.Object({ sownOn: DateOnly }, closed);
export type MarkSownBody = Static<typeof MarkSownBody>;

/** A place chosen from the place search, or the device's position: what the garden keeps of it. */
export const PlaceBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    lat: Latitude,
    lon: Longitude,
  },
  closed,
);
export type PlaceBody = Static<typeof PlaceBody>;

/**
 * The garden's settings: the last frost typed by hand, and the grower's place. A field left out is left as it
 * is; null clears it. A frost date typed by hand overrides the place's.
 */
export const GardenSettingsBody = Type.Object(
  { lastFrost: Type.Optional(Nullable(DateOnly)), place: Type.Optional(Nullable(PlaceBody)) },
  closed,
);
export type GardenSettingsBody = Static<typeof GardenSettingsBody>;

export const PlaceSearchQuery = Type.Object(
  { q: Type.String({ minLength: 2, maxLength: 100, pattern: '\\S.*\\S' }) },
  closed,
);
export type PlaceSearchQuery = Static<typeof PlaceSearchQuery>;

/** A place the search found: its name and where it is, for the grower to tell like-named places apart. */
export const PlaceMatch = Type.Object({
  name: Type.String(),
  /** 'Chicago, Illinois, United States'. */
  label: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
});
export type PlaceMatch = Static<typeof PlaceMatch>;
export const PlaceMatches = Type.Object({ places: Type.Array(PlaceMatch) });
export type PlaceMatches = Static<typeof PlaceMatches>;

export const CalendarFeed = Type.Object({
  token: Type.String(),
  url: Type.String(),
  webcalUrl: Type.String(),
});
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * The export document: one key per section (account, favorites, garden, identifications, …); `format`
 * and `version` let a later import read older files.
 */
export const DataExport = Type.Object(
  { format: Type.Literal('pepper-atlas-export'), version: Type.Literal(1), exportedAt: Type.String() },
  { additionalProperties: true },
);
export type DataExport = Static<typeof DataExport> & Record<string, unknown>;

export const ImportResult = Type.Object({
  imported: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type ImportResult = Static<typeof ImportResult>;

export const DeleteAccountBody = Type.Object({ confirm: Type.Literal('DELETE') }, closed);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

const garden = section('garden');
const yourData = section('account');

export const gardenRoutes = {
  /* my garden: a visitor's garden belongs to the session and moves into the account at sign-in */
  garden: garden.withoutInput(endpoints.garden, 'none', answers(Garden), {
    summary: "The caller's plantings, this week's tasks and harvest totals",
  }),
  gardenSettings: garden.route(endpoints.gardenSettings, 'none', {
    summary: "Set the grower's place and the last-frost date typed by hand, which the plan is made from",
    body: GardenSettingsBody,
    response: { 200: Garden, ...errors(400, 403, 415, 503) },
  }),
  places: garden.route(endpoints.places, 'none', {
    summary:
      'Towns, cities and postcodes matching a name (Open-Meteo geocoding), for the grower to choose from',
    querystring: PlaceSearchQuery,
    response: { 200: PlaceMatches, ...errors(400, 404, 429, 503) },
  }),
  createPlanting: garden.route(endpoints.createPlanting, 'none', {
    summary: 'Start a planting of a variety',
    body: PlantingBody,
    response: { 201: Planting, ...errors(400, 403, 404, 415) },
  }),
  markPlantingSown: garden.route(endpoints.markPlantingSown, 'none', {
    summary: 'Mark a planned planting sown: seeds set aside for it come off their packet',
    params: IdParams,
    body: MarkSownBody,
    response: { 200: Planting, ...errors(400, 403, 404, 415) },
  }),
  planting: garden.byId(endpoints.planting, 'none', answers(PlantingDetail, 400, 404), {
    summary: 'One planting with its journal and plan',
  }),
  deletePlanting: garden.removeOwn(endpoints.deletePlanting, {
    summary: 'Remove a planting with its journal',
  }),
  createJournalEntry: garden.route(endpoints.createJournalEntry, 'none', {
    summary: 'Log a journal entry (note, optional photo and event)',
    params: IdParams,
    body: JournalEntryBody,
    response: { 201: JournalEntry, ...errors(400, 403, 404, 413, 415) },
  }),
  deleteJournalEntry: garden.removeOwn(endpoints.deleteJournalEntry, {
    summary: 'Remove a journal entry and its photo',
  }),
  gardenPhoto: garden.byId(
    endpoints.gardenPhoto,
    'none',
    answers(Type.String({ description: 'image/webp' }), 400, 404),
    { summary: "A journal photo (WebP), for the entry's owner only" },
  ),
  calendarFeed: garden.withoutInput(endpoints.calendarFeed, 'user', answers(CalendarFeed, 401), {
    summary: 'The address of the private calendar feed',
  }),
  regenerateCalendarFeed: garden.withoutInput(
    endpoints.regenerateCalendarFeed,
    'user',
    answers(CalendarFeed, 401, 403),
    { summary: 'A new calendar feed address; the old one stops working' },
  ),
  calendarIcs: garden.route(endpoints.calendarIcs, 'none', {
    summary: 'iCalendar feed of upcoming garden tasks (token from the feed address)',
    querystring: CalendarQuery,
    response: { 200: Type.String({ description: 'text/calendar' }), ...errors(400, 404) },
  }),

  /* your data */
  exportData: yourData.withoutInput(endpoints.exportData, 'user', answers(DataExport, 401), {
    summary: 'Everything the account holds, as one JSON document (photos embedded)',
  }),
  exportHarvests: yourData.withoutInput(
    endpoints.exportHarvests,
    'user',
    answers(Type.String({ description: 'text/csv' }), 401),
    { summary: 'Every harvest as CSV' },
  ),
  importData: yourData.route(endpoints.importData, 'user', {
    summary: 'Restore an export into the account (importing twice adds nothing)',
    body: DataExport,
    response: { 200: ImportResult, ...errors(400, 401, 403, 413, 415) },
  }),
  deleteAccount: yourData.route(endpoints.deleteAccount, 'user', {
    summary: 'Delete the account and everything it holds',
    body: DeleteAccountBody,
    response: { 200: Ok, ...errors(400, 401, 403) },
  }),
} satisfies Record<string, RouteDef>;
