import { beforeEach, describe, expect, it } from 'vitest';
import { fetchSettledLinks } from './when-settled';

const prefetchesInHead = () =>
  [...document.head.querySelectorAll(':scope > link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML =
    '<template data-after-paint><link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js"></template>' +
    '<template data-when-settled><link rel="prefetch" href="/home.1234.js"><link rel="prefetch" href="/home.1234.css"></template>';
});

describe('the files a document names to fetch ahead once its page has settled', () => {
  it('are not asked for while the page is still coming', () => {
    expect(prefetchesInHead()).toEqual([]);
  });

  it('move into the head when the page has settled, and the page scripts waiting for its paint stay put', () => {
    fetchSettledLinks();
    expect(prefetchesInHead()).toEqual(['/home.1234.js', '/home.1234.css']);
    expect(document.querySelectorAll('template[data-when-settled]')).toHaveLength(0);
    expect(document.querySelectorAll('template[data-after-paint]')).toHaveLength(1);
  });

  it('are asked for once, however often the page settles again', () => {
    fetchSettledLinks();
    fetchSettledLinks();
    expect(prefetchesInHead()).toEqual(['/home.1234.js', '/home.1234.css']);
  });
});
