/** Digits with a comma every three places from the right: '2693000' → '2,693,000'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number as the app writes it, the way `toLocaleString('en-US')` does (thousands separators, at most three
 * decimals), without the locale machinery: a page's first locale-aware format loads the browser's number data,
 * which costs a phone a few hundred milliseconds of blocked screen while the page is opening.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString('en-US');
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split('.');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A form's value as a number: a number, or a numeric string; anything else counts as 0. */
export const numberOrZero = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** A count with its noun, singular for one: '1 disease', '3 pests', '0 hours'. */
export const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
