import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from '../components/Select';
import { useValueEnteredEarly } from './useValueEnteredEarly';

function Search({ onSeen }: { onSeen: (text: string) => void }) {
  const [text, setText] = useState('');
  const field = useValueEnteredEarly<HTMLInputElement>(text, setText);
  onSeen(text);
  return <input ref={field} aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Heat({ onSeen }: { onSeen: (level: string) => void }) {
  const [level, setLevel] = useState('all');
  onSeen(level);
  const options = ['all', 'mild', 'hot'].map((value) => ({ value, label: value }));
  return <Select label="Heat level" value={level} onValueChange={setLevel} options={options} />;
}

/** The server's HTML in a container, changed as a reader would before the code runs, then hydrated. */
async function hydratedAfter(html: string, enter: (container: HTMLElement) => void, app: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  enter(container);
  await act(async () => void hydrateRoot(container, app));
  return container;
}

describe('a field changed before the page’s code runs', () => {
  it('keeps the text typed into it, and the page’s state takes it up as it hydrates', async () => {
    const seen: string[] = [];
    const container = await hydratedAfter(
      renderToString(<Search onSeen={() => undefined} />),
      (c) => void (c.querySelector('input')!.value = 'haban'),
      <Search onSeen={(text) => seen.push(text)} />,
    );
    expect(container.querySelector('input')!.value).toBe('haban');
    expect(seen.at(-1)).toBe('haban');
  });

  it('keeps a choice made in a select the same way', async () => {
    const seen: string[] = [];
    await hydratedAfter(
      renderToString(<Heat onSeen={() => undefined} />),
      (c) => void (c.querySelector('select')!.value = 'hot'),
      <Heat onSeen={(level) => seen.push(level)} />,
    );
    expect(seen.at(-1)).toBe('hot');
  });

  it('changes nothing for a field the app renders itself', () => {
    const seen: string[] = [];
    render(<Search onSeen={(text) => seen.push(text)} />);
    expect(new Set(seen)).toEqual(new Set(['']));
  });
});
