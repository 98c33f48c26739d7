/**
 * A write kept on the device is sent again later, maybe more than once (the connection can drop after the
 * server stored it but before its answer arrived). It goes with one Idempotency-Key from its first attempt
 * to its last replay, so the server stores it once. The app's client already names a key per action; a
 * write that came without one gets one here, before its first attempt.
 */
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@pepper/contract/idempotency-key';

export function withIdempotencyKey(request: Request): Request {
  if (request.headers.has(IDEMPOTENCY_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return new Request(request, { headers });
}
