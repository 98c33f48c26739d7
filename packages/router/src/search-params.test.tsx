import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from './search-params';

describe('the address query', () => {
  it('keeps every change made at once: each update starts from the one before it', () => {
    let set: ReturnType<typeof useSearchParams>[1] = () => undefined;
    let search = '';
    function Page() {
      const [, setParams] = useSearchParams();
      set = setParams;
      search = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/recipes?heatLevel=hot']}>
        <Routes>
          <Route path="/recipes" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    const change = (key: string, value: string) => (prev: URLSearchParams) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    };
    act(() => {
      set(change('category', 'salsa'));
      set(change('search', 'habanero'), { replace: true });
    });
    expect(search).toBe('?heatLevel=hot&category=salsa&search=habanero');
    act(() => set(change('heatLevel', 'mild')));
    expect(search).toBe('?heatLevel=mild&category=salsa&search=habanero');
  });
});
