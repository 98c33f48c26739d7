import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CodeButton } from './CodeButton';

function Stepper() {
  return (
    <>
      <CodeButton onClick={() => undefined}>More</CodeButton>
      <CodeButton onClick={() => undefined} disabled>
        Fewer
      </CodeButton>
    </>
  );
}

describe('a button whose action is the page’s code', () => {
  it('is disabled and busy in the server’s HTML, and a plain button, never a form’s submit', () => {
    const html = renderToString(<Stepper />);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html.match(/aria-busy="true"/g)).toHaveLength(2);
    expect(html.match(/type="button"/g)).toHaveLength(2);
  });

  it('comes alive when the page hydrates, without a warning, and keeps a disabled state of its own', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stepper />);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <Stepper />));
    expect(screen.getByRole('button', { name: 'More' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
