import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS } from '../pages';
import { scriptJson } from './page-head';
import { pageTextAt, textHeadAt } from './page-text-at';
import { notFoundHead } from './text-heads';

const BASE = 'https://atlas.example';

describe('structured data as script text', () => {
  it('is JSON that no text inside it can end the script with', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});

describe('the heads of pages with a text', () => {
  it('head a guide with its own title and description and a breadcrumb through the guides', () => {
    const guide = textHeadAt(BASE, '/guides/seeds');
    expect(guide).toMatchObject({
      title: 'Seed Starting Guide | Pepper Atlas',
      description: PAGE_TEXTS['/guides/seeds'].description,
      canonical: `${BASE}/guides/seeds`,
      type: 'website',
      noindex: false,
    });
    expect(JSON.stringify(guide.jsonLd[0])).toContain(`"item":"${BASE}/guides"`);
  });

  it('title Home with the site’s own name and mark it as the WebSite', () => {
    const home = textHeadAt(BASE, '/');
    expect(home.title).toBe(PAGE_TEXTS['/'].title);
    expect(home.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Pepper Atlas', url: `${BASE}/` },
    ]);
  });

  it('point a second address of a page at the page’s own address', () => {
    expect(textHeadAt(BASE, '/heat-tolerance-quiz').canonical).toBe(`${BASE}/tools/heat-quiz`);
    expect(textHeadAt(BASE, '/tools/anything').canonical).toBe(`${BASE}/tools`);
    expect(textHeadAt(BASE, '/guides/').canonical).toBe(`${BASE}/guides`);
  });

  it('give an address under a pattern its own text when it has one, else the pattern’s', () => {
    expect(pageTextAt('/tools/spacing')?.title).toBe('Spacing Calculator');
    expect(pageTextAt('/tools/anything')?.title).toBe('Growing Tools');
    expect(pageTextAt('/tools/anything/more')).toBeUndefined();
  });

  it('keep personal pages and signing in out of search results', () => {
    for (const page of ['/favorites', '/garden', '/account', '/login', '/forgot-password', '/admin/images'])
      expect(textHeadAt(BASE, page).noindex, page).toBe(true);
    expect(textHeadAt(BASE, '/peppers').noindex).toBe(false);
  });

  it('head a page that is not there "Page not found", with no address of its own and out of search results', () => {
    expect(notFoundHead(BASE)).toMatchObject({
      title: 'Page not found | Pepper Atlas',
      canonical: null,
      noindex: true,
      jsonLd: [],
    });
  });
});
