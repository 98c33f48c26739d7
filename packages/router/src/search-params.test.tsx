import { act, render } from '@testing-library/react';
import { useCallback, useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from './search-params';

/** Renders `page` as the route of `path` (its route is the path without the query), starting there. */
const renderAt = (path: string, page: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
      </Routes>
    </MemoryRouter>,
  );

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
    renderAt('/recipes?heatLevel=hot', <Page />);
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

describe('a change asked for while the page mounts', () => {
  it('reaches the address once the page is mounted, as a field hydrated before its page hands over what was typed', () => {
    let search = '';
    function Field({ onMount }: { onMount: () => void }) {
      useLayoutEffect(onMount, [onMount]);
      return null;
    }
    function Page() {
      const [, setParams] = useSearchParams();
      search = useLocation().search;
      const deliver = useCallback(() => setParams({ plants: '10' }, { replace: true }), [setParams]);
      return <Field onMount={deliver} />;
    }
    renderAt('/tools/yield', <Page />);
    expect(search).toBe('?plants=10');
  });
});
