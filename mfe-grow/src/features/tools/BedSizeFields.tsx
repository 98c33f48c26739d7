import { NumberField } from '@pepper/ui';
import { isMeasure, useAddressInput } from '../../components/address-input';

/** A bed's length and width in feet, as the address holds them (`?length=10&width=4`). */
export function useBedSize(fallback: { lengthFt: number; widthFt: number }) {
  const length = useAddressInput({ name: 'length', fallback: String(fallback.lengthFt), accepts: isMeasure });
  const width = useAddressInput({ name: 'width', fallback: String(fallback.widthFt), accepts: isMeasure });
  return { length, width };
}

/** The bed's two fields, kept as typed so a half-typed "2." stays on screen. */
export function BedSizeFields({ bed }: { bed: ReturnType<typeof useBedSize> }) {
  return (
    <>
      <NumberField label="Bed length" unit="ft" {...bed.length.field} />
      <NumberField label="Bed width" unit="ft" {...bed.width.field} />
    </>
  );
}
