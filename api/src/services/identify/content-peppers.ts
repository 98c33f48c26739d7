/** The seed peppers (packages/content) in the API's Pepper shape: the whole database the matcher is measured against. */
import type { Pepper } from '@pepper/contract';
import { peppers as seeds } from '@pepper/content';
import { pepperHeatLevel } from '@pepper/domain/heat';

export const contentPeppers: Pepper[] = seeds.map((s) => ({
  ...s,
  baseName: s.baseName ?? null,
  heatLevel: pepperHeatLevel(s),
  shu: s.shuMax,
  imageUrl: `/api/images/peppers/${s.id}.svg`,
}));
