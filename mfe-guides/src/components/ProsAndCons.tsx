import { Bullets, cn } from '@pepper/ui';

/** Pros in green and cons in the hot colour, side by side on a wide screen. */
export function ProsAndCons({
  pros,
  cons,
  labels: [prosLabel, consLabel] = ['Pros', 'Cons'],
  sideBySide = false,
}: {
  pros: readonly string[];
  cons: readonly string[];
  labels?: [string, string];
  sideBySide?: boolean;
}) {
  return (
    <div className={cn('grid gap-2', sideBySide && 'sm:grid-cols-2')}>
      <div>
        <p className="text-sm font-semibold text-heat-mild">{prosLabel}</p>
        <Bullets items={pros} />
      </div>
      <div>
        <p className="text-sm font-semibold text-heat-hot">{consLabel}</p>
        <Bullets items={cons} />
      </div>
    </div>
  );
}
