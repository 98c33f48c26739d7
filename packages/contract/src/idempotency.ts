/** The Idempotency-Key header as the API documents and validates it on every state-changing call. */
import { Type } from 'typebox';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
} from './idempotency-key.js';

export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description:
        `A key of the caller's choosing (a random UUID), one per action, sent again with every retry of it. ` +
        `A repeat with the same body gets the first answer and changes nothing; the same key with another ` +
        `body answers 422; a repeat while the first is still running answers 409. Keys are kept ` +
        `${IDEMPOTENCY_KEY_TTL_HOURS} hours, per caller. A 503 with code 'outcome_unknown' is resolved by ` +
        `sending the same request again with the same key.`,
    }),
  ),
});
