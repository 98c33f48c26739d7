/**
 * Every page's document head, built from what the page shows and the site's origin: pure functions the pages
 * render (through the kit's PageHead) in the browser and on the server alike.
 */
export { DESCRIPTION_MAX, firstSentence, fitted, pepperHead, recipeHead } from './catalog-heads';
export { breadcrumbList } from './breadcrumbs';
export { isoDuration, recipeCategoryName, recipeJsonLd } from './json-ld';
export { PREVIEW_SIZE, previewPath, scriptJson, type PageHead } from './page-head';
export {
  notFoundHead,
  siteText,
  textHead,
  textHeadFrom,
  textIn,
  withoutTrailingSlash,
  type PageTextLookup,
} from './text-heads';
export { pageTextAt, textHeadAt } from './page-text-at';
export { SITE_NAME, siteTitle, type PageText } from '../site';
