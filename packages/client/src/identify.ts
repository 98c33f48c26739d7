import { queryOptions } from '@tanstack/react-query';
import type { Confirmation, ConfirmationBody } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { pathTo } from '@pepper/contract/paths';
import { apiJson, getJson, NULL_WHEN_SIGNED_OUT } from './request';

/** A signed-in user's confirmed identifications (null when signed out: a 401 is an answer here). */
export const identifyQueries = {
  confirmations: () =>
    queryOptions({
      queryKey: [endpoints.listConfirmations.path],
      queryFn: () => getJson<Confirmation[]>(pathTo(endpoints.listConfirmations), 'returnNull'),
      meta: NULL_WHEN_SIGNED_OUT,
    }),
};

export const identifyMutations = {
  confirm: (body: ConfirmationBody) =>
    apiJson<Confirmation>('POST', pathTo(endpoints.confirmIdentification), body),
};
