export { baseUrl } from './base-url.js';
export { pageStatus, type StatusCatalog } from './page-status.js';
