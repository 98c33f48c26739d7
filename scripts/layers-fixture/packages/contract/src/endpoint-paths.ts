export const endpoints = { listGarden: '/api/garden' };
