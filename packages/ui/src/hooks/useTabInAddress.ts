import { useSearchParams } from '@pepper/router';

/**
 * The open tab of a page kept in the address (`?tab=`), so a shared link or the back button lands on the same tab.
 * The first tab is the page's plain address; an unknown value falls back to it.
 */
export function useTabInAddress<T extends string>(tabs: readonly T[]): [tab: T, show: (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0];
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? first;
  const show = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === first || !tabs.includes(next as T)) search.delete('tab');
    else search.set('tab', next);
    setParams(search, { replace: true });
  };
  return [tab, show];
}
