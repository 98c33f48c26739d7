import { GROW_PLACE_LABELS, GROW_PLACES, type GrowPlace } from '@pepper/domain/garden';
import { SelectField } from '@pepper/ui';

const PLACE_OPTIONS = GROW_PLACES.map((value) => ({ value, label: GROW_PLACE_LABELS[value] }));

/** Where a planting grows: in the ground, a raised bed, a container… */
export function PlaceField({ value, onChange }: { value: GrowPlace; onChange: (place: GrowPlace) => void }) {
  return (
    <SelectField
      label="Where it grows"
      options={PLACE_OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value as GrowPlace)}
    />
  );
}
