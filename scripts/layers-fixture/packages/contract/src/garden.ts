// Two modules that import each other.
import { routes } from './routes';

export const gardenRoutes = { list: `${routes.base}/garden` };
