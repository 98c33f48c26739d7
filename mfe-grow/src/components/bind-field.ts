/**
 * A controlled field's value and the change handler that keeps it in state, to spread onto a `Field`,
 * `CountField`, `NumberField` or `SelectField`. The type parameter names the values a select offers.
 */
export function bindField<T extends string>(value: T, set: (value: T) => void) {
  return {
    value,
    onChange: (e: { target: { value: string } }) => set(e.target.value as T),
  };
}
