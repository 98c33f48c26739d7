import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { CodeForm } from './CodeForm';

function Controls() {
  return (
    <form action="/peppers">
      <Button onClick={() => undefined}>Add to list</Button>
      <Button type="submit">Search</Button>
      <Button>Does nothing</Button>
      <Button asChild>
        <a href="/recipes">All recipes</a>
      </Button>
      <Button onClick={() => undefined} aria-busy>
        Saving…
      </Button>
    </form>
  );
}

/** The server's HTML of `element` in a container of the document, as the browser receives it. */
function served(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a button before the page’s code has come', () => {
  it('is disabled and busy in the server’s HTML when it acts by its code alone', () => {
    served(<Controls />);
    const add = screen.getByRole('button', { name: 'Add to list' });
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves alone what works without code: a form’s submit, a link, and a button with nothing to do', () => {
    served(<Controls />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'All recipes' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Does nothing' })).toBeEnabled();
  });

  it('is disabled and busy as the submit of a form the code sends, and comes alive with the code', async () => {
    const SignIn = () => (
      <CodeForm onSubmit={(e) => e.preventDefault()}>
        <input aria-label="Password" type="password" />
        <Button type="submit">Sign In</Button>
      </CodeForm>
    );
    const problems = vi.spyOn(console, 'error');
    const container = served(<SignIn />);
    const send = screen.getByRole('button', { name: 'Sign In' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    await act(async () => void hydrateRoot(container, <SignIn />));
    expect(problems).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('comes alive once the browser has hydrated the page, without a hydration warning', async () => {
    const problems = vi.spyOn(console, 'error');
    const container = served(<Controls />);
    await act(async () => void hydrateRoot(container, <Controls />));
    expect(problems).not.toHaveBeenCalled();
    const add = screen.getByRole('button', { name: 'Add to list' });
    expect(add).toBeEnabled();
    expect(add).not.toHaveAttribute('aria-busy');
    // Its own busy state stays its own.
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('is alive at once on a page the browser renders itself', () => {
    render(<Controls />);
    expect(screen.getByRole('button', { name: 'Add to list' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to list' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps a button disabled that its page disables', () => {
    render(
      <Button onClick={() => undefined} disabled>
        Buy now
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });
});
