export { baseUrl } from './base-url.js';
export { PREVIEW_SIZE, previewPath, type PageHead } from './page-head.js';
export { PageHeads, resolveHead, type HeadCatalog, type RenderedHead } from './page-heads.js';
export { renderHead } from './render-head.js';
