import { numberOrZero } from '../numbers';

/** Bed 10 ft by 4 ft, spacing 18 in. */
export const SPACING_DEFAULTS = { bedLengthFt: 10, bedWidthFt: 4, spacingIn: 18 } as const;

interface SpacingPlan {
  plantsPerRow: number;
  rows: number;
  total: number;
}

/**
 * Plants per row and rows are the floor of the dimension in inches divided by the spacing.
 * Inputs are coerced to numbers with no bounds; a non-number counts as 0, and a spacing of 0
 * or less plants nothing rather than dividing by zero; negative dimensions give 0.
 */
export function spacingPlan(input: {
  bedLengthFt: unknown;
  bedWidthFt: unknown;
  spacingIn: unknown;
}): SpacingPlan {
  const spacing = numberOrZero(input.spacingIn);
  if (spacing <= 0) return { plantsPerRow: 0, rows: 0, total: 0 };
  const plantsPerRow = Math.max(0, Math.floor((numberOrZero(input.bedLengthFt) * 12) / spacing));
  const rows = Math.max(0, Math.floor((numberOrZero(input.bedWidthFt) * 12) / spacing));
  return { plantsPerRow, rows, total: plantsPerRow * rows };
}
