import type { HeatLevel } from '@pepper/contract';
import { formatShuHome, HEAT_SCALE, heatScaleLevel } from '@pepper/domain/heat';

const chip: Record<string, string> = {
  stone: 'bg-stone-100 text-stone-700',
  green: 'bg-heat-mild-bg text-heat-mild',
  yellow: 'bg-heat-medium-bg text-heat-medium',
  orange: 'bg-heat-hot-bg text-heat-hot',
  red: 'bg-heat-extreme-bg text-heat-extreme',
  purple: 'bg-heat-purple-bg text-heat-purple',
};

/**
 * The heat scale's label with its colour, and the short SHU figure. A pepper's level is its own (from its typical
 * heat), so home names it as the database does; a bare figure is named by the scale.
 */
export function HeatChip({ shu, level }: { shu: number | null | undefined; level?: HeatLevel }) {
  const scale = HEAT_SCALE.find((l) => l.level === level) ?? heatScaleLevel(shu);
  return (
    <span className="flex items-center gap-2 text-xs">
      <span className={`rounded-full px-2 py-0.5 font-semibold ${chip[scale.color] ?? chip.green}`}>
        {scale.label}
      </span>
      <span className="font-semibold text-ink-soft">{formatShuHome(shu)} SHU</span>
    </span>
  );
}
