export {
  apiRequest,
  apiJson,
  getItem,
  getJson,
  throwIfResNotOk,
  HttpError,
  type UnauthorizedBehavior,
} from './request';
export { createQueryClient } from './query-client';
export { queries, mutations, CACHE } from './endpoints';
export { urls } from './urls';
export { gardenQueries, gardenMutations, GARDEN_KEY } from './garden';
export { seedQueries, seedMutations, SEEDS_KEY, type StashWrite } from './seeds';
export { identifyQueries, identifyMutations } from './identify';
export { readFileAsDataUrl } from './photos';
