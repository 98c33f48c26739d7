import type { HeatLevel } from '@pepper/contract';
import { heatLevelLabel } from '@pepper/domain/heat';
import { cn } from '../cn';
import { Badge } from './Badge';

/** A level of the heat scale: a pepper's, or a recipe's (derived from its peppers). */
export type HeatLevelName = HeatLevel;

const styles: Record<HeatLevelName, string> = {
  'no-heat': 'bg-stone-100 text-stone-700',
  mild: 'bg-heat-mild-bg text-heat-mild',
  medium: 'bg-heat-medium-bg text-heat-medium',
  hot: 'bg-heat-hot-bg text-heat-hot',
  'very-hot': 'bg-heat-extreme-bg text-heat-extreme',
  superhot: 'bg-heat-purple-bg text-heat-purple',
};

/**
 * Heat badge colours by level: no heat stone, mild green, medium yellow, hot orange, very hot red, superhot
 * purple. The words are the heat scale's, for peppers and recipes alike.
 */
export function HeatBadge({ level, className }: { level: HeatLevelName; className?: string }) {
  return <Badge className={cn(styles[level] ?? styles.mild, className)}>{heatLevelLabel(level)}</Badge>;
}
