export {
  apiRequest,
  apiJson,
  getJson,
  buildUrl,
  throwIfResNotOk,
  HttpError,
  type QueryValue,
  type UnauthorizedBehavior,
} from './request';
export { createQueryClient } from './query-client';
export { queries, mutations, CACHE, type PepperPageParams } from './endpoints';
export { gardenQueries, gardenMutations, GARDEN_KEY } from './garden';
export { seedQueries, seedMutations, SEEDS_KEY, type StashWrite } from './seeds';
export { identifyQueries, identifyMutations } from './identify';
export { readFileAsDataUrl } from './photos';
