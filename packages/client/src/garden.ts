import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  pathTo,
  type CalendarFeed,
  type DataExport,
  type Garden,
  type GardenSettingsBody,
  type ImportResult,
  type JournalEntry,
  type JournalEntryBody,
  type MarkSownBody,
  type Planting,
  type PlantingBody,
  type PlantingDetail,
} from '@pepper/contract';
import { apiJson, getJson } from './request';

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
  /** Null for a visitor: the feed needs an account. */
  calendarFeed: () =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'calendar'],
      queryFn: () => getJson<CalendarFeed>(pathTo(endpoints.calendarFeed), 'returnNull'),
    }),
};

export const gardenMutations = {
  setLastFrost: (body: GardenSettingsBody) => apiJson<Garden>('POST', pathTo(endpoints.gardenSettings), body),
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
