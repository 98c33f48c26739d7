import { describe, expect, it } from 'vitest';
import prefetchLinksPlugin from './prefetch-links-plugin';

const createLink = prefetchLinksPlugin().createLink!;
const url = '/remotes/catalog/__federation_expose_PepperList.js';

describe('files fetched ahead for a page not yet opened', () => {
  it('are asked for as prefetches, keeping what they are', () => {
    const link = createLink({
      url,
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: { initiator: 'preloadRemote', id: 'catalog', resourceType: 'js', url },
    }) as HTMLLinkElement;
    expect(link.rel).toBe('prefetch');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.getAttribute('href')).toBe(url);
  });

  it('leave every other link as the runtime makes it', () => {
    expect(
      createLink({
        url,
        attrs: { rel: 'stylesheet' },
        resourceContext: { initiator: 'preloadRemote', id: 'catalog', resourceType: 'css', url },
      }),
    ).toBeUndefined();
    expect(createLink({ url, attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});
