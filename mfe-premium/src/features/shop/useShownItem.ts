import { useSearchParams } from '@pepper/router';

/**
 * The item whose detail is open is kept in the address (`?tab=kits&kit=2`), so it can be shared, reloaded,
 * and is where the payment page's Back leads. Opening it is a step the browser's back button undoes.
 */
export function useShownItem(param: 'kit' | 'merch'): [id: number | null, show: (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const id = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const show = (next: number | null) => {
    const search = new URLSearchParams(params);
    if (next === null) search.delete(param);
    else search.set(param, String(next));
    setParams(search);
  };
  return [id, show];
}
