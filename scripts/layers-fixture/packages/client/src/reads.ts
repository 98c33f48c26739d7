// Allowed: the client reads the contract, below it.
import { routes } from '../../contract/src/routes';

export const base = routes.base;
