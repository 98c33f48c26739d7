import { formatShuHome, homeHeatColor, homeHeatLabel } from '@pepper/domain';

const chip: Record<string, string> = {
  green: 'bg-heat-mild-bg text-heat-mild',
  yellow: 'bg-heat-medium-bg text-heat-medium',
  orange: 'bg-heat-hot-bg text-heat-hot',
  red: 'bg-heat-extreme-bg text-heat-extreme',
  purple: 'bg-heat-purple-bg text-heat-purple',
};

/** Home's five-band heat label (Mild … Extreme) with its colour, and the short SHU figure. */
export function HeatChip({ shu }: { shu: number | null | undefined }) {
  return (
    <span className="flex items-center gap-2 text-xs">
      <span className={`rounded-full px-2 py-0.5 font-semibold ${chip[homeHeatColor(shu)] ?? chip.green}`}>
        {homeHeatLabel(shu)}
      </span>
      <span className="font-semibold text-ink-soft">{formatShuHome(shu)} SHU</span>
    </span>
  );
}
