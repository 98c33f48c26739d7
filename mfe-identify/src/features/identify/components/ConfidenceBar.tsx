import { confidencePercent } from '@pepper/domain/identification';

/** A confidence as a bar and its percentage: a meter, named with its value for screen readers. */
export function ConfidenceBar({ confidence, label }: { confidence: number; label: string }) {
  const percent = confidencePercent(confidence);
  return (
    <div
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      aria-label={`${label}: ${percent}% confidence`}
      className="grid grid-cols-[1fr_auto] items-center gap-2"
    >
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-chili-700" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden className="text-sm font-semibold text-ink">
        {percent}% confidence
      </span>
    </div>
  );
}
