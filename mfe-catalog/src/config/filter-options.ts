import type { SelectOption } from '@pepper/ui';

/** Radix selects cannot hold an empty value, so "no filter" is 'all' (the client leaves it out of the call). */
export const HEAT_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All heat levels' },
  { value: 'mild', label: 'Mild' },
  { value: 'medium', label: 'Medium' },
  { value: 'hot', label: 'Hot' },
  { value: 'extreme', label: 'Extreme' },
];

/** The origins the filter offers, with the list's repeated USA shown once. */
export const ORIGINS = [
  'Mexico',
  'USA',
  'Peru',
  'Brazil',
  'Thailand',
  'China',
  'Italy',
  'Spain',
  'Caribbean',
  'India',
  'Korea',
  'Japan',
  'Hungary',
  'Trinidad',
  'New Mexico',
] as const;

export const ORIGIN_OPTIONS: SelectOption[] = [{ value: 'all', label: 'All origins' }, ...ORIGINS.map((o) => ({ value: o, label: o }))];
