import { toDateInputValue } from '@pepper/domain/dates';
import type { Client } from './helpers.js';

/** A container planting of two Jalapeños (id 1), as a grower's form sends it. */
export const balconyPlanting = {
  pepperId: 1,
  count: 2,
  place: 'container',
  label: 'Balcony jalapeños',
  sownOn: '2026-03-01',
};

/** Logs a journal entry on one of the client's plantings, dated today unless `fields` give a date. */
export const logEntry = (client: Client, plantingId: number, fields: Record<string, unknown>) =>
  client.post(`/api/garden/plantings/${plantingId}/entries`, {
    date: toDateInputValue(new Date()),
    ...fields,
  });

/** Starts a planting for the client: one Jalapeño (id 1) in the ground, sown today, unless `fields` say otherwise. */
export const plant = async (client: Client, fields: Record<string, unknown> = {}) =>
  (
    await client.post('/api/garden/plantings', {
      pepperId: 1,
      count: 1,
      place: 'ground',
      label: 'Row 1',
      sownOn: toDateInputValue(new Date()),
      ...fields,
    })
  ).json();
