import type { HeatLevel } from '@pepper/contract';
import { heatLevelLabel } from '@pepper/domain/heat';
import { cn } from '../cn';
import { HEAT_LEVEL_COLORS } from '../heat/heat-colors';
import { Badge } from './Badge';

/** A level of the heat scale: a pepper's, or a recipe's (derived from its peppers). */
export type HeatLevelName = HeatLevel;

/** A level's label in its colour. The words are the heat scale's, for peppers and recipes alike. */
export function HeatBadge({ level, className }: { level: HeatLevelName; className?: string }) {
  return (
    <Badge className={cn((HEAT_LEVEL_COLORS[level] ?? HEAT_LEVEL_COLORS.mild).fill, className)}>
      {heatLevelLabel(level)}
    </Badge>
  );
}
