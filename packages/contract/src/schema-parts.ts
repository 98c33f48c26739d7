/** The small schema builders every part of the contract uses. */
import { Type, type Static, type TSchema } from 'typebox';

/** A string that is one of `values`, written as a plain JSON-schema enum. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
export const Id = Type.Integer({ minimum: 1 });
/** A price in cents. */
export const Cents = Type.Integer({ minimum: 0 });
/** A position in decimal degrees, as a place is given to the garden and the weather. */
export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Request schemas are closed: an unknown field is a 400. */
export const closed = { additionalProperties: false } as const;
/** The address of one record by its numeric id, as `/…/:id` routes take it. */
export const IdParams = Type.Object({ id: Id }, closed);
export type IdParams = Static<typeof IdParams>;
