// Allowed: a route calls a service, which calls lib.
import { planting } from '../services/garden/plantings';

export const handler = () => planting(2);
