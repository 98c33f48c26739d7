import { act, render } from '@testing-library/react';
import { useCallback, useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressWith, useSearchParams } from './search-params';

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

describe('the address of a link that changes what the page shows', () => {
  it('sets and removes parts of the query and keeps the rest, and is the plain path when nothing is left', () => {
    let addressWith: ReturnType<typeof useAddressWith> = () => '';
    function Page() {
      addressWith = useAddressWith();
      return null;
    }
    renderAt('/premium?tab=kits&kit=2', <Page />);
    expect(addressWith({ kit: '3' })).toBe('/premium?tab=kits&kit=3');
    expect(addressWith({ kit: null })).toBe('/premium?tab=kits');
    expect(addressWith({ recipes: 'all' })).toBe('/premium?tab=kits&kit=2&recipes=all');
    expect(addressWith({ tab: null, kit: null })).toBe('/premium');
  });
});

describe('a field whose value is the address', () => {
  it('shows a change at once, while the router is still rendering the new address in the background', () => {
    // The router renders a new address as a transition, and React puts a controlled field back to what the last
    // render said once its event is over: a tap on a checkbox bound to the address would spring back unchecked
    // until the transition lands (and a quick second keystroke would be typed into the old text).
    function Page() {
      const [params, setParams] = useSearchParams();
      return (
        <input
          type="checkbox"
          aria-label="Organic Only"
          checked={params.get('organic') === '1'}
          onChange={(e) => setParams({ organic: e.target.checked ? '1' : '' }, { replace: true })}
        />
      );
    }
    const { getByLabelText } = renderAt('/guides/pests', <Page />);
    const box = getByLabelText('Organic Only') as HTMLInputElement;
    // A plain click, not wrapped in act(), so React works as in the browser: the urgent render happens as the
    // event ends and the transition later.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      box.click();
      expect(box.checked).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
