import {
  PREVIEW_SIZE,
  scriptJson,
  SITE_NAME,
  textHeadFrom,
  type PageHead as HeadOfPage,
} from '@pepper/content/heads';
import { useLocation, usePageTexts, useSiteOrigin } from '@pepper/router';

export interface PageHeadProps {
  /** The page's head, or how to build it on the site's origin (its addresses are absolute). */
  head: HeadOfPage | ((origin: string) => HeadOfPage);
}

/**
 * A page's document head, rendered by the page itself: React hoists the <title>, <meta> and <link> elements
 * into the document's head (the server writes them there, and the browser adopts them when it hydrates) and
 * takes them away when the page goes. The structured data stays in the page, where search engines read it too.
 */
export function PageHead({ head }: PageHeadProps) {
  const origin = useSiteOrigin();
  const { title, description, noindex, canonical, image, type, jsonLd } =
    typeof head === 'function' ? head(origin) : head;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(PREVIEW_SIZE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_SIZE.height)} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </>
  );
}

/**
 * The head of a page with a text in the page registry: that of `path`, else of the address it is shown at (the
 * site's own words where there is none). The texts come from the shell, through the router's PageTexts.
 */
export function PageTextHead({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const textAt = usePageTexts();
  return <PageHead head={(origin) => textHeadFrom(origin, path ?? pathname, textAt)} />;
}
