import {
  DEFAULT_PLANTS,
  DEFAULT_YIELD_VARIETY,
  expectedYield,
  YIELD_PER_PLANT,
  YIELD_VARIETIES,
} from '@pepper/domain/garden';
import { formatCount } from '@pepper/domain/numbers';
import { CountField, InfoCard, SelectField } from '@pepper/ui';
import { isMeasure, isOneOf, useAddressInput } from '../../components/address-input';
import { toolPath } from './tool-tabs';
import { ToolForm } from './ToolForm';

/** Peppers per plant per season by variety; 12 plants by default. The address holds the variety and plants. */
export function YieldTool() {
  const variety = useAddressInput({
    name: 'variety',
    fallback: DEFAULT_YIELD_VARIETY,
    accepts: isOneOf(YIELD_VARIETIES),
  });
  const plants = useAddressInput({ name: 'plants', fallback: String(DEFAULT_PLANTS), accepts: isMeasure });
  const result = expectedYield(variety.value, plants.value);
  const perPlant = YIELD_PER_PLANT[result.variety];
  return (
    <InfoCard title="Yield Estimator">
      <ToolForm action={toolPath('yield')} submit="Estimate Yield">
        <SelectField
          label="Variety"
          {...variety.field}
          options={YIELD_VARIETIES.map((v) => ({ value: v, label: YIELD_PER_PLANT[v].name }))}
        />
        <CountField label="Number of plants" {...plants.field} />
      </ToolForm>
      <div className="rounded-xl bg-green-50 p-3" aria-live="polite">
        <p className="text-sm text-ink-soft">Expected peppers per season</p>
        <p className="text-2xl font-extrabold text-ink" data-testid="yield-range">
          {formatCount(result.min)}-{formatCount(result.max)}
        </p>
        <p className="text-xs text-ink-soft">
          {perPlant.name}: {perPlant.min}-{perPlant.max} peppers per plant in a good season.
        </p>
      </div>
    </InfoCard>
  );
}
