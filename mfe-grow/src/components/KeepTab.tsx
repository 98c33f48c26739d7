import { useSearchParams } from '@pepper/router';

/**
 * The open tab (`?tab=`) as a hidden field of a form above the tabs, so sending the form without the page's code
 * comes back to the same tab.
 */
export function KeepTab() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return tab ? <input type="hidden" name="tab" value={tab} /> : null;
}
