import { cn } from '../cn';
import { Badge } from './Badge';

export type HeatLevelName = 'mild' | 'medium' | 'hot' | 'extreme' | 'superhot';

const styles: Record<HeatLevelName, string> = {
  mild: 'bg-heat-mild-bg text-heat-mild',
  medium: 'bg-heat-medium-bg text-heat-medium',
  hot: 'bg-heat-hot-bg text-heat-hot',
  extreme: 'bg-heat-extreme-bg text-heat-extreme',
  superhot: 'bg-heat-purple-bg text-heat-purple',
};

const labels: Record<HeatLevelName, string> = {
  mild: 'Mild',
  medium: 'Medium',
  hot: 'Hot',
  extreme: 'Extreme',
  superhot: 'Superhot',
};

/** Heat badge colours by level: mild green, medium yellow, hot orange, extreme red. */
export function HeatBadge({ level, className }: { level: HeatLevelName; className?: string }) {
  return <Badge className={cn(styles[level] ?? styles.mild, className)}>{labels[level] ?? level}</Badge>;
}
