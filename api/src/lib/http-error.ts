/**
 * The errors the app's own code throws: a status and a message written for the person who sent the request.
 * They hold no Fastify: services and lib throw them, and the errors plugin turns them into JSON answers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** An error whose answer carries a `code` naming the kind of failure. */
export class CodedHttpError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(statusCode, message);
  }
}

/** A refusal that passes with time (too many requests, a service that is down): the answer carries Retry-After. */
export class RetryLater extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/** A 429 raised where the reply is not at hand. */
export class TooManyRequests extends RetryLater {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, retryAfterSeconds);
  }
}

export const DATABASE_UNAVAILABLE =
  'The database is not answering right now. Please try again in a few seconds.';
export const OUTCOME_UNKNOWN =
  'The database stopped answering while this change was being saved, so it may or may not have been ' +
  'saved. Send the same request again with the same Idempotency-Key: it will be saved once, or its ' +
  'first answer returned.';

/**
 * The write was rolled back, or never started: nothing of it is stored. A commit that timed out is
 * `outcomeUnknown()` instead.
 */
export const databaseUnavailable = () =>
  new CodedHttpError(503, 'database_unavailable', DATABASE_UNAVAILABLE);
export const outcomeUnknown = () => new CodedHttpError(503, 'outcome_unknown', OUTCOME_UNKNOWN);
