import { queryOptions } from '@tanstack/react-query';
import type {
  CalendarFeed,
  DataExport,
  Garden,
  GardenSettingsBody,
  ImportResult,
  JournalEntry,
  JournalEntryBody,
  Planting,
  PlantingBody,
  PlantingDetail,
} from '@pepper/contract';
import { apiJson, getJson } from './request';

/** Every garden read starts with this key, so one invalidation refreshes the list, the plan and the totals. */
export const GARDEN_KEY = '/api/garden';

export const gardenQueries = {
  garden: () =>
    queryOptions({ queryKey: [GARDEN_KEY], queryFn: async () => (await getJson<Garden>('/api/garden'))! }),
  planting: (id: number) =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'plantings', id],
      queryFn: async () => (await getJson<PlantingDetail>(`/api/garden/plantings/${id}`))!,
    }),
  /** Null for a visitor: the feed needs an account. */
  calendarFeed: () =>
    queryOptions({
      queryKey: [GARDEN_KEY, 'calendar'],
      queryFn: () => getJson<CalendarFeed>('/api/garden/calendar', 'returnNull'),
    }),
};

export const gardenMutations = {
  setLastFrost: (body: GardenSettingsBody) => apiJson<Garden>('POST', '/api/garden/settings', body),
  createPlanting: (body: PlantingBody) => apiJson<Planting>('POST', '/api/garden/plantings', body),
  deletePlanting: (id: number) => apiJson<{ ok: boolean }>('DELETE', `/api/garden/plantings/${id}`),
  addEntry: (plantingId: number, body: JournalEntryBody) =>
    apiJson<JournalEntry>('POST', `/api/garden/plantings/${plantingId}/entries`, body),
  deleteEntry: (id: number) => apiJson<{ ok: boolean }>('DELETE', `/api/garden/entries/${id}`),
  regenerateCalendarFeed: () => apiJson<CalendarFeed>('POST', '/api/garden/calendar'),
  exportData: () => apiJson<DataExport>('GET', '/api/me/export'),
  importData: (doc: unknown) => apiJson<ImportResult>('POST', '/api/me/import', doc),
  deleteAccount: () => apiJson<{ ok: boolean }>('POST', '/api/me/delete', { confirm: 'DELETE' }),
};
