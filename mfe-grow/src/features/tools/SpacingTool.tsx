import { SPACING_DEFAULTS, spacingPlan } from '@pepper/domain/garden';
import { InfoCard, NumberField } from '@pepper/ui';
import { isPositive, useAddressInput } from '../../components/address-input';
import { BedSizeFields, useBedSize } from './BedSizeFields';
import { toolPath } from './tool-tabs';
import { ToolForm } from './ToolForm';

/** Plants per row and rows are the floor of the dimension in inches divided by the spacing. */
export function SpacingTool() {
  const bed = useBedSize({ lengthFt: SPACING_DEFAULTS.bedLengthFt, widthFt: SPACING_DEFAULTS.bedWidthFt });
  const spacing = useAddressInput({
    name: 'spacing',
    fallback: String(SPACING_DEFAULTS.spacingIn),
    accepts: isPositive,
  });
  const plan = spacingPlan({
    bedLengthFt: bed.length.value,
    bedWidthFt: bed.width.value,
    spacingIn: spacing.value,
  });
  return (
    <InfoCard title="Plant Spacing">
      <p className="text-sm text-ink-soft">
        Most peppers want 12-24 in (30-60 cm) each way; give superhots and big bells the wider end.
      </p>
      <ToolForm action={toolPath('spacing')} submit="Plan Spacing">
        <div className="grid grid-cols-3 items-end gap-2">
          <BedSizeFields bed={bed} />
          <NumberField label="Spacing" unit="in" {...spacing.field} />
        </div>
      </ToolForm>
      <dl className="grid grid-cols-3 gap-2 text-center" aria-live="polite">
        <div className="rounded-xl bg-green-50 p-3">
          <dt className="text-xs text-ink-soft">Plants per row</dt>
          <dd className="text-2xl font-extrabold text-ink" data-testid="plants-per-row">
            {plan.plantsPerRow}
          </dd>
        </div>
        <div className="rounded-xl bg-green-50 p-3">
          <dt className="text-xs text-ink-soft">Rows</dt>
          <dd className="text-2xl font-extrabold text-ink" data-testid="rows">
            {plan.rows}
          </dd>
        </div>
        <div className="rounded-xl bg-green-50 p-3">
          <dt className="text-xs text-ink-soft">Total plants</dt>
          <dd className="text-2xl font-extrabold text-ink" data-testid="total-plants">
            {plan.total}
          </dd>
        </div>
      </dl>
    </InfoCard>
  );
}
