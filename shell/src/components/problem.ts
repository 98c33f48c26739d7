import { HttpError } from '@pepper/client';

/** What went wrong, in the server's words when it gave some. */
export const problemText = (error: unknown) =>
  error instanceof HttpError && error.serverMessage
    ? error.serverMessage
    : 'Something went wrong. Please try again.';
