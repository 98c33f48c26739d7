import { useLocation, useSearchParams } from '@pepper/router';

/**
 * The open tab of a page kept in the address (`?tab=`), so a shared link or the back button lands on the same tab.
 * The first tab is the page's plain address; an unknown value falls back to it. `linkTo` is the address of a tab,
 * for a tab that is a link (it works before the page's code runs, and without it).
 */
export function useTabInAddress<T extends string>(
  tabs: readonly T[],
): [tab: T, show: (tab: string) => void, linkTo: (tab: string) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const first = tabs[0];
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? first;
  const queryFor = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === first || !tabs.includes(next as T)) search.delete('tab');
    else search.set('tab', next);
    return search;
  };
  const show = (next: string) => setParams(queryFor(next), { replace: true });
  const linkTo = (next: string) => {
    const search = queryFor(next).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return [tab, show, linkTo];
}
