import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchComboboxProps } from './SearchCombobox';

const HABANERO = { id: 1, name: 'Habanero', detail: 'Hot' };

/** Each test starts as a fresh page does: the combobox's code not loaded yet. */
async function freshBox() {
  vi.resetModules();
  const { SearchCombobox } = await import('./SearchCombobox');
  const chosen: string[] = [];
  function Box(props: Partial<SearchComboboxProps>) {
    const [text, setText] = useState('');
    return (
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <SearchCombobox
          id="search"
          label="Search peppers"
          placeholder="Search peppers..."
          value={text}
          onValueChange={setText}
          suggestions={text.length >= 2 ? [HABANERO] : []}
          onChoose={(s) => chosen.push(s.name)}
          {...props}
        />
      </form>
    );
  }
  return { Box, chosen };
}

const box = () => screen.getByRole('combobox', { name: 'Search peppers' });

describe('the search box before it is first used', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('is rendered on the server as a named search field, with no suggestions list showing', async () => {
    const { Box } = await freshBox();
    const html = renderToString(<Box />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('placeholder="Search peppers..."');
    expect(html).toContain('aria-expanded="false"');
  });

  it('becomes the combobox at the first focus, keeping the focus, the text and the caret', async () => {
    const { Box, chosen } = await freshBox();
    render(<Box />);
    const plain = box();
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'hab' } });
    await waitFor(() => expect(box()).not.toBe(plain));
    const live = box();
    expect(document.activeElement).toBe(live);
    expect(live).toHaveValue('hab');
    expect((live as HTMLInputElement).selectionStart).toBe(3);
    // Text typed before it came alive shows its suggestions, and the keyboard chooses among them.
    expect(await screen.findByRole('option', { name: /Habanero/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Habanero']);
  });

  it('stays a working field when the combobox’s code cannot load', async () => {
    const { Box } = await freshBox();
    let tries = 0;
    vi.doMock('./LiveSearchCombobox', () => {
      tries += 1;
      throw new Error('offline');
    });
    render(<Box />);
    const plain = box();
    await userEvent.type(plain, 'jal');
    // The code was asked for and refused; a macrotask lets the refusal reach the box before it is looked at.
    await vi.waitFor(() => expect(tries).toBeGreaterThan(0));
    await act(() => new Promise<void>((done) => setTimeout(done)));
    expect(box()).toBe(plain);
    expect(plain).toHaveValue('jal');
    vi.doUnmock('./LiveSearchCombobox');
  });
});
