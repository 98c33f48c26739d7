import { Field } from '@pepper/ui';
import type { ChangeEvent } from 'react';

/** A planting's own name, up to the 100 characters the API keeps; the variety's name stands in when blank. */
export function PlantingLabelField({
  hint,
  value,
  onChange,
}: {
  hint: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return <Field label="Label" hint={hint} maxLength={100} value={value} onChange={onChange} />;
}
