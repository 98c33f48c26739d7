import { varietyHeatTag, type VarietyHeat } from '@pepper/domain/heat';

const chip: Record<string, string> = {
  stone: 'bg-stone-100 text-stone-700',
  green: 'bg-heat-mild-bg text-heat-mild',
  yellow: 'bg-heat-medium-bg text-heat-medium',
  orange: 'bg-heat-hot-bg text-heat-hot',
  red: 'bg-heat-extreme-bg text-heat-extreme',
  purple: 'bg-heat-purple-bg text-heat-purple',
};

/**
 * A variety's level with its colour, and beside it the figure the level comes from: the typical heat, written
 * short ('Medium · 19K SHU'), never the top of the range.
 */
export function HeatChip({ pepper }: { pepper: VarietyHeat }) {
  const tag = varietyHeatTag(pepper);
  return (
    <span className="flex items-center gap-2 text-xs" data-testid="heat-chip">
      <span className={`rounded-full px-2 py-0.5 font-semibold ${chip[tag.color] ?? chip.green}`}>
        {tag.label}
      </span>
      <span className="font-semibold text-ink-soft">{tag.figure}</span>
    </span>
  );
}
