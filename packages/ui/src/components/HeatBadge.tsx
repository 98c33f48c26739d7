import type { HeatLevel, RecipeHeatLevel } from '@pepper/contract';
import { heatLevelLabel } from '@pepper/domain/heat';
import { cn } from '../cn';
import { Badge } from './Badge';

/** A pepper's level on the heat scale, or a dish's heat as its recipe states it. */
export type HeatLevelName = HeatLevel | RecipeHeatLevel;

const styles: Record<HeatLevelName, string> = {
  'no-heat': 'bg-stone-100 text-stone-700',
  mild: 'bg-heat-mild-bg text-heat-mild',
  medium: 'bg-heat-medium-bg text-heat-medium',
  hot: 'bg-heat-hot-bg text-heat-hot',
  'very-hot': 'bg-heat-extreme-bg text-heat-extreme',
  superhot: 'bg-heat-purple-bg text-heat-purple',
  extreme: 'bg-heat-extreme-bg text-heat-extreme',
};

/**
 * Heat badge colours by level: no heat stone, mild green, medium yellow, hot orange, very hot red, superhot
 * purple (a dish's extreme is red). The words are the heat scale's.
 */
export function HeatBadge({ level, className }: { level: HeatLevelName; className?: string }) {
  const label = level === 'extreme' ? 'Extreme' : heatLevelLabel(level);
  return <Badge className={cn(styles[level] ?? styles.mild, className)}>{label}</Badge>;
}
