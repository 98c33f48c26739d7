import { queryOptions } from '@tanstack/react-query';
import type {
  CalendarFeed,
  DataExport,
  Garden,
  GardenSettingsBody,
  ImportResult,
  JournalEntry,
  JournalEntryBody,
  MarkSownBody,
  PlaceBody,
  PlaceMatches,
  Planting,
  PlantingBody,
  PlantingDetail,
} from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { pathTo } from '@pepper/contract/paths';
import { apiJson, getJson, NULL_WHEN_SIGNED_OUT } from './request';

/** Every garden read starts with this key, so one invalidation refreshes the list, the plan and the totals. */
export const GARDEN_KEY = endpoints.garden.path;

export const gardenQueries = {
  garden: () =>
    queryOptions({
      queryKey: [GARDEN_KEY],
      queryFn: async () => (await getJson<Garden>(pathTo(endpoints.garden)))!,
    }),
  planting: (id: number) =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'plantings', id],
      queryFn: async () => (await getJson<PlantingDetail>(pathTo(endpoints.planting, { id })))!,
    }),
  /** Towns, cities and postcodes matching what the grower typed (2 characters or more). */
  places: (q: string) =>
    queryOptions({
      queryKey: ['places', q],
      queryFn: async () => (await getJson<PlaceMatches>(pathTo(endpoints.places, {}, { q })))!,
      staleTime: 60 * 60_000,
      retry: false,
    }),
  /** Null for a visitor: the feed needs an account. */
  calendarFeed: () =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'calendar'],
      queryFn: () => getJson<CalendarFeed>(pathTo(endpoints.calendarFeed), 'returnNull'),
      meta: NULL_WHEN_SIGNED_OUT,
    }),
};

export const gardenMutations = {
  setLastFrost: (body: GardenSettingsBody) => apiJson<Garden>('POST', pathTo(endpoints.gardenSettings), body),
  /** The grower's place (null clears it); the garden answers with the frost dates, hemisphere and season it gives. */
  setPlace: (place: PlaceBody | null) =>
    apiJson<Garden>('POST', pathTo(endpoints.gardenSettings), { place } satisfies GardenSettingsBody),
  createPlanting: (body: PlantingBody) => apiJson<Planting>('POST', pathTo(endpoints.createPlanting), body),
  deletePlanting: (id: number) =>
    apiJson<{ ok: boolean }>('DELETE', pathTo(endpoints.deletePlanting, { id })),
  markSown: (id: number, body: MarkSownBody) =>
    apiJson<Planting>('POST', pathTo(endpoints.markPlantingSown, { id }), body),
  addEntry: (plantingId: number, body: JournalEntryBody) =>
    apiJson<JournalEntry>('POST', pathTo(endpoints.createJournalEntry, { id: plantingId }), body),
  deleteEntry: (id: number) =>
    apiJson<{ ok: boolean }>('DELETE', pathTo(endpoints.deleteJournalEntry, { id })),
  regenerateCalendarFeed: () => apiJson<CalendarFeed>('POST', pathTo(endpoints.regenerateCalendarFeed)),
  exportData: () => apiJson<DataExport>('GET', pathTo(endpoints.exportData)),
  importData: (doc: unknown) => apiJson<ImportResult>('POST', pathTo(endpoints.importData), doc),
  deleteAccount: () =>
    apiJson<{ ok: boolean }>('POST', pathTo(endpoints.deleteAccount), { confirm: 'DELETE' }),
};
