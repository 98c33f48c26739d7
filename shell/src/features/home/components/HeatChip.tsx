import { varietyHeatTag, type VarietyHeat } from '@pepper/domain/heat';
import { cn, HEAT_LEVEL_COLORS } from '@pepper/ui';

/**
 * A variety's level with its colour, and beside it the figure the level comes from: the typical heat, written
 * short ('Medium · 19K SHU'), never the top of the range.
 */
export function HeatChip({ pepper }: { pepper: VarietyHeat }) {
  const tag = varietyHeatTag(pepper);
  return (
    <span className="flex items-center gap-2 text-xs" data-testid="heat-chip">
      <span className={`rounded-full px-2 py-0.5 font-semibold ${HEAT_LEVEL_COLORS[tag.level].fill}`}>
        {tag.label}
      </span>
      <span className="font-semibold text-ink-soft">{tag.figure}</span>
    </span>
  );
}

/** An unseen chip in a loading card, which keeps the card as tall as the pepper's chip will make it. */
export function HeatChipSpace({ className }: { className?: string }) {
  return (
    <span className={cn('invisible', className)}>
      <HeatChip pepper={{ shuMin: 0, shuMax: 0 }} />
    </span>
  );
}
