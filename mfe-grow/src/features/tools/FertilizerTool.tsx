import {
  FERTILIZER_SCHEDULE,
  fertilizerAmount,
  GROWTH_STAGES,
  type GrowthStage,
} from '@pepper/domain/garden';
import { formatCount } from '@pepper/domain/numbers';
import { InfoCard, SelectField } from '@pepper/ui';
import { isOneOf, useAddressInput } from '../../components/address-input';
import { BedSizeFields, useBedSize } from './BedSizeFields';
import { toolPath } from './tool-tabs';
import { ToolForm } from './ToolForm';

const DEFAULT_STAGE: GrowthStage = 'vegetative';

/** A feeding schedule by growth stage with N-P-K guidance, and the amount of product for a bed. */
export function FertilizerTool() {
  const stageInput = useAddressInput({
    name: 'stage',
    fallback: DEFAULT_STAGE,
    accepts: isOneOf(GROWTH_STAGES),
  });
  const stage = stageInput.value as GrowthStage;
  const bed = useBedSize({ lengthFt: 10, widthFt: 4 });
  const area = Math.max(0, Number(bed.length.value) || 0) * Math.max(0, Number(bed.width.value) || 0);
  const amount = fertilizerAmount({ bedAreaSqFt: area, stage });
  const step = FERTILIZER_SCHEDULE[stage];
  return (
    <>
      <InfoCard title="Feeding Schedule">
        <p className="text-sm text-ink-soft">
          Peppers want a balanced start and less nitrogen once they flower; a soil test beats any rule of
          thumb.
        </p>
        <ol className="grid gap-2">
          {GROWTH_STAGES.map((s) => {
            const f = FERTILIZER_SCHEDULE[s];
            return (
              <li key={s} className="rounded-xl border border-stone-200 p-3 text-sm">
                <p className="font-semibold text-ink">
                  {f.label} · N-P-K {f.npk}
                </p>
                <p className="text-ink-soft">
                  {f.lbPer100SqFt} lb per 100 sq ft{f.everyDays ? `, every ${f.everyDays} days` : ', once'}
                </p>
                <p className="text-ink">{f.guidance}</p>
              </li>
            );
          })}
        </ol>
      </InfoCard>
      <InfoCard title="Amount for Your Bed">
        <ToolForm action={toolPath('fertilizer')} submit="Work Out Amount">
          <SelectField
            label="Growth stage"
            {...stageInput.field}
            options={GROWTH_STAGES.map((s) => ({ value: s, label: FERTILIZER_SCHEDULE[s].label }))}
          />
          <div className="grid grid-cols-2 gap-2">
            <BedSizeFields bed={bed} />
          </div>
        </ToolForm>
        <div className="rounded-xl bg-green-50 p-3" aria-live="polite">
          <p className="text-sm text-ink-soft">
            {formatCount(area)} sq ft of {step.npk} per application
          </p>
          <p className="text-2xl font-extrabold text-ink" data-testid="fertilizer-amount">
            {amount.ounces} oz ({amount.grams} g)
          </p>
          <p className="text-xs text-ink-soft">
            {amount.pounds} lb · scatter beside the plants, not on the leaves, and water it in.
          </p>
        </div>
      </InfoCard>
    </>
  );
}
