import { gardenRoutes } from './garden';

export const routes = { base: '/api', garden: () => gardenRoutes };
