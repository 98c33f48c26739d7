// Breaks the API's layers: lib reaches up into a service.
import { planting } from '../services/garden/plantings';

export const limit = () => planting(1);
