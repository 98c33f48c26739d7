import { heatLevelLabel, shuRangeText, type HeatRange } from '@pepper/domain/heat';
import { CodeButton, cn } from '@pepper/ui';

/** Each card takes its level's colour (as the badges do); Superhot's five ranges darken as they get hotter. */
const LEVEL_TONES: Record<HeatRange['level'], readonly string[]> = {
  'no-heat': ['border-stone-300 bg-stone-50'],
  mild: ['border-green-300 bg-green-50'],
  medium: ['border-yellow-300 bg-yellow-50'],
  hot: ['border-orange-300 bg-orange-50'],
  'very-hot': ['border-red-300 bg-red-50'],
  superhot: [
    'border-purple-200 bg-purple-50',
    'border-purple-300 bg-purple-50',
    'border-purple-300 bg-purple-100',
    'border-purple-400 bg-purple-100',
    'border-purple-500 bg-purple-100',
  ],
};

function tone(ranges: readonly HeatRange[], r: HeatRange): string {
  const tones = LEVEL_TONES[r.level];
  const nth = ranges.filter((x) => x.level === r.level).indexOf(r);
  return tones[Math.min(nth, tones.length - 1)];
}

function rangeText(r: HeatRange): string {
  return shuRangeText({ shuMin: r.min, shuMax: r.max });
}

/**
 * The ten named heat ranges, each inside one level of the heat scale, with how many varieties have their typical
 * heat in it (the counts add up to the whole database); choosing one moves the slider to it.
 */
export function HeatRangeCards({
  ranges,
  counts,
  selected,
  onChoose,
}: {
  ranges: readonly HeatRange[];
  counts: Map<string, number> | undefined;
  selected: [number, number];
  onChoose: (range: [number, number]) => void;
}) {
  return (
    <section aria-labelledby="heat-ranges">
      <h2 id="heat-ranges" className="mb-2 text-lg font-bold">
        Heat ranges
      </h2>
      <p className="mb-2 text-xs text-ink-soft">
        Each variety is counted once, in the range of its typical heat (halfway along its Scoville range).
      </p>
      <ul className="grid grid-cols-2 gap-2">
        {ranges.map((r) => {
          const active = selected[0] === r.min && selected[1] === r.max;
          const count = counts?.get(r.name);
          return (
            <li key={r.name}>
              <CodeButton
                aria-pressed={active}
                onClick={() => onChoose([r.min, r.max])}
                className={cn(
                  'flex h-full min-h-touch w-full flex-col items-start rounded-xl border p-3 text-left transition-shadow disabled:cursor-wait',
                  tone(ranges, r),
                  active && 'ring-2 ring-chili-700',
                )}
              >
                <span className="text-sm font-bold text-ink">{r.name}</span>
                <span className="text-xs text-ink-soft">{rangeText(r)}</span>
                {heatLevelLabel(r.level) !== r.name ? (
                  <span className="text-xs text-ink-soft">Part of {heatLevelLabel(r.level)}</span>
                ) : null}
                {count !== undefined ? (
                  <span className="mt-1 text-xs font-semibold text-ink">
                    {count} {count === 1 ? 'variety' : 'varieties'}
                  </span>
                ) : null}
              </CodeButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
