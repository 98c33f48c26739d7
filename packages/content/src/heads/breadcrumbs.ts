/** schema.org structured data every page with a parent carries: its breadcrumb trail. */
import type { PageLink } from '@pepper/contract';

/** Home first, then each page down to this one; the last item is the page itself. */
export function breadcrumbList(base: string, trail: readonly PageLink[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((link, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: link.name,
      item: `${base}${link.path}`,
    })),
  };
}
