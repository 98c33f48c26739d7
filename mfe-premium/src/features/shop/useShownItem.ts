import { useAddressWith, useSearchParams } from '@pepper/router';

/**
 * The item whose detail is open is kept in the address (`?tab=kits&kit=2`), so it can be shared, reloaded,
 * and is where the payment page's Back leads. A card opens it, and its detail goes back to the shelf, by links
 * to those addresses: each is a step the browser's back button undoes, and works before and without the page's
 * code.
 */
export function useShownItem(
  param: 'kit' | 'merch',
): [id: number | null, addressOf: (id: number | null) => string] {
  const [params] = useSearchParams();
  const addressWith = useAddressWith();
  const raw = params.get(param);
  const id = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const addressOf = (next: number | null) => addressWith({ [param]: next === null ? null : String(next) });
  return [id, addressOf];
}
