import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCodeHasCome } from './useCodeHasCome';

function Camera({ seen }: { seen?: boolean[] }) {
  const live = useCodeHasCome();
  seen?.push(live);
  return (
    <button type="button" disabled={!live} aria-busy={!live}>
      Use Camera
    </button>
  );
}

describe('a control that needs the page’s code', () => {
  it('is disabled and busy in the server’s HTML', () => {
    const html = renderToString(<Camera />);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });

  it('comes alive once the browser has hydrated the page, and not before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Camera />);
    document.body.append(container);
    const seen: boolean[] = [];
    await act(async () => void hydrateRoot(container, <Camera seen={seen} />));
    expect(seen[0]).toBe(false);
    expect(screen.getByRole('button', { name: 'Use Camera' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use Camera' })).toHaveAttribute('aria-busy', 'false');
    container.remove();
  });

  it('is alive at once on a page the browser renders itself', () => {
    const seen: boolean[] = [];
    render(<Camera seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Use Camera' })).toBeEnabled();
  });
});
