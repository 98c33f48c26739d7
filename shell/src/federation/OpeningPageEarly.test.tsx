import { createQueryClient } from '@pepper/client';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstReads } from '../app/first-reads';
import { renderWithShell } from '../test/render';
import { RemotePage, startOpeningPage } from './RemotePage';
import { loadPage } from './remotes';

vi.mock('./remotes', () => ({ loadPage: vi.fn() }));

// The document the server rendered the glossary into names it, as the page route writes it.
beforeEach(() => {
  document.body.innerHTML = '<script type="application/json" id="server-page">"guides/Glossary"</script>';
  window.history.pushState({}, '', '/glossary');
  startFirstReads(createQueryClient(), { pathname: '/glossary', search: '' });
});

describe('the remote page the server rendered into the document', () => {
  it('has its code loading before the app renders, and shows without a spinner once it has come', async () => {
    vi.mocked(loadPage).mockResolvedValueOnce({ default: () => <h1>Glossary</h1> });
    const loading = startOpeningPage();
    expect(loadPage).toHaveBeenCalledWith('guides', 'Glossary');
    await loading;
    renderWithShell(<RemotePage remote="guides" module="Glossary" />, { path: '/glossary' });
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
