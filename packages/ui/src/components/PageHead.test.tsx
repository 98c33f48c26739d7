import { pageTextAt, type PageHead as HeadOfPage } from '@pepper/content/heads';
import { Link, PageTexts, Route, Routes, SiteOrigin } from '@pepper/router';
import { MemoryRouter } from '@pepper/router/memory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead, PageTextHead } from './PageHead';

const head = (origin: string): HeadOfPage => ({
  title: 'Salt & "pepper" | Pepper Atlas',
  description: 'Hot </script> text',
  canonical: `${origin}/peppers/1`,
  image: `${origin}/previews/peppers/1.png`,
  type: 'article',
  noindex: false,
  jsonLd: [{ '@type': 'BreadcrumbList', name: '</script><script>alert(1)</script>' }],
});

const inHead = (selector: string) => [...document.head.querySelectorAll(selector)];
const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('a page’s head', () => {
  it('puts the title, description, canonical address and link-preview tags into the document’s head, on the site’s origin', () => {
    render(
      <SiteOrigin.Provider value="https://atlas.example">
        <MemoryRouter>
          <PageHead head={head} />
        </MemoryRouter>
      </SiteOrigin.Provider>,
    );
    expect(document.title).toBe('Salt & "pepper" | Pepper Atlas');
    expect(metaContent('meta[name="description"]')).toBe('Hot </script> text');
    expect(inHead('link[rel="canonical"]').map((l) => l.getAttribute('href'))).toEqual([
      'https://atlas.example/peppers/1',
    ]);
    expect(metaContent('meta[property="og:image"]')).toBe('https://atlas.example/previews/peppers/1.png');
    expect(metaContent('meta[property="og:url"]')).toBe('https://atlas.example/peppers/1');
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(inHead('meta[name="robots"]')).toHaveLength(0);
  });

  it('writes its structured data in the page, as JSON no text in it can end the script with', () => {
    const html = renderToString(<PageHead head={head('https://atlas.example')} />);
    const [, json = ''] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      '@type': 'BreadcrumbList',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('keeps a page that is not for search results out of them, and names no address for one that is not there', () => {
    render(
      <MemoryRouter>
        <PageHead head={{ ...head('https://atlas.example'), noindex: true, canonical: null }} />
      </MemoryRouter>,
    );
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    expect(inHead('link[rel="canonical"]')).toHaveLength(0);
    expect(inHead('meta[property="og:url"]')).toHaveLength(0);
  });

  it('gives a page with a text in the registry that text, and takes it away for the next page’s', async () => {
    render(
      <PageTexts.Provider value={pageTextAt}>
        <MemoryRouter initialEntries={['/guides/seeds']}>
          <Routes>
            <Route
              path="/guides/seeds"
              element={
                <>
                  <PageTextHead />
                  <Link to="/glossary">Glossary</Link>
                </>
              }
            />
            <Route path="/glossary" element={<PageTextHead />} />
          </Routes>
        </MemoryRouter>
      </PageTexts.Provider>,
    );
    expect(document.title).toBe('Seed Starting Guide | Pepper Atlas');
    await userEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    expect(document.title).toBe('Glossary | Pepper Atlas');
    expect(inHead('title')).toHaveLength(1);
    expect(inHead('meta[name="description"]')).toHaveLength(1);
    expect(inHead('link[rel="canonical"]').map((l) => l.getAttribute('href'))).toEqual([
      `${window.location.origin}/glossary`,
    ]);
  });
});

describe('the texts a page heads itself with', () => {
  it('come from the shell through the router, so a remote page carries none of them', () => {
    const html = renderToString(
      <PageTexts.Provider
        value={(path) => (path === '/glossary' ? { title: 'Words', description: 'All of them.' } : undefined)}
      >
        <MemoryRouter initialEntries={['/glossary']}>
          <PageTextHead />
        </MemoryRouter>
      </PageTexts.Provider>,
    );
    expect(html).toContain('<title>Words | Pepper Atlas</title>');
    expect(html).toContain('<meta name="description" content="All of them."/>');
  });
});
