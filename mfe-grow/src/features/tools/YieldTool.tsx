import {
  DEFAULT_PLANTS,
  DEFAULT_YIELD_VARIETY,
  expectedYield,
  YIELD_PER_PLANT,
  YIELD_VARIETIES,
} from '@pepper/domain/garden';
import { formatCount } from '@pepper/domain/numbers';
import { useState } from 'react';
import { CountField, InfoCard, SelectField } from '@pepper/ui';
import { bindField } from '../../components/bind-field';

/** Peppers per plant per season by variety; 12 plants by default. */
export function YieldTool() {
  const [variety, setVariety] = useState<string>(DEFAULT_YIELD_VARIETY);
  const [plants, setPlants] = useState(String(DEFAULT_PLANTS));
  const result = expectedYield(variety, plants);
  const perPlant = YIELD_PER_PLANT[result.variety];
  return (
    <InfoCard title="Yield Estimator">
      <SelectField
        label="Variety"
        {...bindField(variety, setVariety)}
        options={YIELD_VARIETIES.map((v) => ({ value: v, label: YIELD_PER_PLANT[v].name }))}
      />
      <CountField label="Number of plants" {...bindField(plants, setPlants)} />
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
