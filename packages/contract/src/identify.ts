/** Confirmations of an identification: the user's verdict on the candidates, kept with the photo for signed-in users. */
import { Type, type Static } from 'typebox';
import { IDENTIFY_IMAGE_MAX_LENGTH, MAX_IDENTIFICATION_CANDIDATES } from './limits.js';
import { closed, Id, StringEnum } from './schema-parts.js';
import { IDENTIFICATION_SOURCES } from './vocabulary.js';

export const IdentificationSource = StringEnum(IDENTIFICATION_SOURCES);
export type IdentificationSource = Static<typeof IdentificationSource>;

export const ConfirmationBody = Type.Object(
  {
    image: Type.String({
      pattern: '^data:image/[a-zA-Z0-9.+-]+;base64,',
      maxLength: IDENTIFY_IMAGE_MAX_LENGTH,
    }),
    /** The candidate the user confirmed; null when none of them fits. */
    pepperId: Type.Union([Id, Type.Null()]),
    /** The varieties that were offered, most likely first. */
    candidateIds: Type.Array(Id, { minItems: 0, maxItems: MAX_IDENTIFICATION_CANDIDATES, uniqueItems: true }),
    source: IdentificationSource,
  },
  closed,
);
export type ConfirmationBody = Static<typeof ConfirmationBody>;

export const Confirmation = Type.Object({
  id: Id,
  pepperId: Type.Union([Id, Type.Null()]),
  /** The confirmed variety's name; null when none fitted. */
  pepperName: Type.Union([Type.String(), Type.Null()]),
  candidateIds: Type.Array(Id),
  source: IdentificationSource,
  createdAt: Type.String(),
  /** Address of the stored (resized) photo. */
  photoUrl: Type.String(),
});
export type Confirmation = Static<typeof Confirmation>;
export const ConfirmationArray = Type.Array(Confirmation);
export type ConfirmationArray = Static<typeof ConfirmationArray>;
