import type { HeatLevel } from './heat';

/**
 * The least the domain needs to know about a pepper variety. Any richer object (the contract's
 * Pepper, a content seed, a fixture) fits structurally.
 */
export interface PepperLike {
  id: number;
  name: string;
  baseName?: string | null;
  heatLevel: HeatLevel;
  shuMin: number;
  shuMax: number;
  origin: string;
  featured?: boolean;
  species?: string;
  commonNames?: string[];
  description?: string | null;
}
