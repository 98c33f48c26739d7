import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Files fetched ahead for a page the visitor has not opened are prefetches, not preloads: the browser fetches
 * them at its lowest priority and keeps them for the next page, without running them now and without warning
 * that a preload went unused. The files a page needs to open are named in the document head instead.
 */
export default function prefetchLinksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pepper-prefetch-links',
    createLink({ url, attrs, resourceContext }) {
      if (resourceContext?.initiator !== 'preloadRemote' || attrs?.rel !== 'preload') return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      if (attrs.as) link.setAttribute('as', String(attrs.as));
      return link;
    },
  };
}
