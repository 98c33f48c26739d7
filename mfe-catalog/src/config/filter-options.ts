import { ORIGIN_OPTIONS as ORIGINS } from '@pepper/domain';
import type { SelectOption } from '@pepper/ui';

/** Radix selects cannot hold an empty value, so "no filter" is 'all' (the client leaves it out of the call). */
export const HEAT_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All heat levels' },
  { value: 'mild', label: 'Mild' },
  { value: 'medium', label: 'Medium' },
  { value: 'hot', label: 'Hot' },
  { value: 'extreme', label: 'Extreme' },
];

/** The domain's origins, with 'all' for no filter. */
export const ORIGIN_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All origins' },
  ...ORIGINS.map((o) => ({ value: o, label: o })),
];
