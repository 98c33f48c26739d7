import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@pepper/client';
import { pageTextAt } from '@pepper/content/heads';
import { Link, usePageTexts } from '@pepper/router';
import { MemoryRouter } from '@pepper/router/memory';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PAGE_TEXTS_KEY, QueriedPageTexts, recordingLookup, type PageTextsData } from './page-texts';

/** The titles the app's pages would head themselves with, as a page reads them. */
function Titles({ paths }: { paths: string[] }) {
  const textAt = usePageTexts();
  return (
    <ul>
      {paths.map((path) => (
        <li key={path}>{`${path}: ${textAt(path)?.title ?? 'none'}`}</li>
      ))}
    </ul>
  );
}

function renderAt(client: QueryClient, at: string) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <QueriedPageTexts>
          <Titles paths={['/scoville', '/glossary']} />
          <Link to="/glossary">Glossary</Link>
        </QueriedPageTexts>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const texts = (client: QueryClient) => client.getQueryData<PageTextsData>(PAGE_TEXTS_KEY);

describe('the page texts in the browser', () => {
  it('head the first page with the texts its document brought, and load them all once the app moves on', async () => {
    // What the server's render of /scoville looked up, as its document carries it.
    const server = recordingLookup(pageTextAt);
    server.lookup('/scoville');
    server.lookup('/');
    const client = createQueryClient();
    client.setQueryData(PAGE_TEXTS_KEY, server.recorded());

    renderAt(client, '/scoville');
    expect(screen.getByText('/scoville: Heat Index')).toBeInTheDocument();
    expect(screen.getByText('/glossary: none')).toBeInTheDocument();
    // Nothing more is asked for while the first page is the only one shown (a fetch would have started on mount).
    expect(client.getQueryState(PAGE_TEXTS_KEY)?.fetchStatus).toBe('idle');
    expect(texts(client)?.complete).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    expect(await screen.findByText('/glossary: Glossary')).toBeInTheDocument();
    expect(texts(client)?.complete).toBe(true);
  });

  it('are all loaded at once when the document brought none (a page the browser renders itself)', async () => {
    const client = createQueryClient();
    renderAt(client, '/scoville');
    expect(screen.getByText('/scoville: none')).toBeInTheDocument();
    expect(await screen.findByText('/scoville: Heat Index')).toBeInTheDocument();
    expect(screen.getByText('/glossary: Glossary')).toBeInTheDocument();
  });
});

describe('the texts a server render looks up', () => {
  it('are kept by path without its trailing slash, a path without a text as null', () => {
    const server = recordingLookup(pageTextAt);
    expect(server.lookup('/guides/')?.title).toBe(pageTextAt('/guides')?.title);
    expect(server.lookup('/nowhere')).toBeUndefined();
    expect(server.recorded()).toEqual({
      complete: false,
      texts: { '/guides': pageTextAt('/guides'), '/nowhere': null },
    });
  });
});
