import { HEAT_SCALE, heatFilterLabel, isHeatFilterAlias } from '@pepper/domain/heat';
import { ORIGIN_OPTIONS as ORIGINS } from '@pepper/domain/peppers';
import type { SelectOption } from '@pepper/ui';

/**
 * The database's heat filter offers the heat scale's levels, so it names what the badges name. Radix selects
 * cannot hold an empty value, so "no filter" is 'all' (the client leaves it out of the call).
 */
export const HEAT_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All heat levels' },
  ...HEAT_SCALE.map((l) => ({ value: l.level, label: l.label })),
];

/**
 * The heat filter's options for the value in the address: an address written with the specification's
 * 'extreme' (a bookmark, an older link) shows it as what it filters, 'Very Hot and Superhot'.
 */
export function heatOptionsFor(value: string): SelectOption[] {
  return isHeatFilterAlias(value)
    ? [...HEAT_OPTIONS, { value, label: heatFilterLabel(value) }]
    : HEAT_OPTIONS;
}

/**
 * A recipe's heat is a level of the same scale (derived from its peppers), so the Recipe Vault offers the very
 * options the pepper database does, and understands the same old words in its address.
 */
export const RECIPE_HEAT_OPTIONS: SelectOption[] = HEAT_OPTIONS;

/** The domain's origins, with 'all' for no filter. */
export const ORIGIN_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All origins' },
  ...ORIGINS.map((o) => ({ value: o, label: o })),
];
