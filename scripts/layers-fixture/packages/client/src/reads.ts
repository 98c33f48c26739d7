// Allowed: the client reads the contract, below it: a value from a module free of schemas, a type from the index.
import type { Pepper } from '../../contract/src/index';
import { endpoints } from '../../contract/src/endpoint-paths';

export const base = endpoints.listGarden;
export const firstPepper = (list: Pepper[]) => list[0];
