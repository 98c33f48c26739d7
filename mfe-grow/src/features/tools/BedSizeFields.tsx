import { NumberField } from '@pepper/ui';

export interface BedSize {
  length: string;
  width: string;
}

/** A bed's length and width in feet, kept as typed so a half-typed "2." stays on screen. */
export function BedSizeFields({ bed, onChange }: { bed: BedSize; onChange: (bed: BedSize) => void }) {
  return (
    <>
      <NumberField
        label="Bed length"
        unit="ft"
        value={bed.length}
        onChange={(e) => onChange({ ...bed, length: e.target.value })}
      />
      <NumberField
        label="Bed width"
        unit="ft"
        value={bed.width}
        onChange={(e) => onChange({ ...bed, width: e.target.value })}
      />
    </>
  );
}
