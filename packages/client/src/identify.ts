import { queryOptions } from '@tanstack/react-query';
import type { Confirmation, ConfirmationBody } from '@pepper/contract';
import { apiJson, getJson } from './request';

/** A signed-in user's confirmed identifications (null when signed out: a 401 is an answer here). */
export const identifyQueries = {
  confirmations: () =>
    queryOptions({
      queryKey: ['/api/identify/confirmations'],
      queryFn: () => getJson<Confirmation[]>('/api/identify/confirmations', 'returnNull'),
    }),
};

export const identifyMutations = {
  confirm: (body: ConfirmationBody) => apiJson<Confirmation>('POST', '/api/identify/confirmations', body),
};
