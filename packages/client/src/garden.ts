import { queryOptions } from '@tanstack/react-query';
import {
  pathTo,
  routes,
  type CalendarFeed,
  type DataExport,
  type Garden,
  type GardenSettingsBody,
  type ImportResult,
  type JournalEntry,
  type JournalEntryBody,
  type Planting,
  type PlantingBody,
  type PlantingDetail,
} from '@pepper/contract';
import { apiJson, getJson } from './request';

/** Every garden read starts with this key, so one invalidation refreshes the list, the plan and the totals. */
export const GARDEN_KEY = routes.garden.path;

export const gardenQueries = {
  garden: () =>
    queryOptions({
      queryKey: [GARDEN_KEY],
      queryFn: async () => (await getJson<Garden>(pathTo(routes.garden)))!,
    }),
  planting: (id: number) =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'plantings', id],
      queryFn: async () => (await getJson<PlantingDetail>(pathTo(routes.planting, { id })))!,
    }),
  /** Null for a visitor: the feed needs an account. */
  calendarFeed: () =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'calendar'],
      queryFn: () => getJson<CalendarFeed>(pathTo(routes.calendarFeed), 'returnNull'),
    }),
};

export const gardenMutations = {
  setLastFrost: (body: GardenSettingsBody) => apiJson<Garden>('POST', pathTo(routes.gardenSettings), body),
  createPlanting: (body: PlantingBody) => apiJson<Planting>('POST', pathTo(routes.createPlanting), body),
  deletePlanting: (id: number) => apiJson<{ ok: boolean }>('DELETE', pathTo(routes.deletePlanting, { id })),
  addEntry: (plantingId: number, body: JournalEntryBody) =>
    apiJson<JournalEntry>('POST', pathTo(routes.createJournalEntry, { id: plantingId }), body),
  deleteEntry: (id: number) => apiJson<{ ok: boolean }>('DELETE', pathTo(routes.deleteJournalEntry, { id })),
  regenerateCalendarFeed: () => apiJson<CalendarFeed>('POST', pathTo(routes.regenerateCalendarFeed)),
  exportData: () => apiJson<DataExport>('GET', pathTo(routes.exportData)),
  importData: (doc: unknown) => apiJson<ImportResult>('POST', pathTo(routes.importData), doc),
  deleteAccount: () => apiJson<{ ok: boolean }>('POST', pathTo(routes.deleteAccount), { confirm: 'DELETE' }),
};
