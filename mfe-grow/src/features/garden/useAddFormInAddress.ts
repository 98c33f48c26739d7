import { useSearchParams } from '@pepper/router';

/**
 * Whether a screen's add form is open, kept in the address (`?add`) so a reload keeps it open. Closing it
 * also drops `prefill`, the parameters that filled the form in.
 */
export function useAddFormInAddress(prefill: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const setAdding = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('add', '');
    else for (const key of ['add', ...prefill]) next.delete(key);
    setParams(next, { replace: true });
  };
  return { params, adding: params.has('add'), setAdding };
}
