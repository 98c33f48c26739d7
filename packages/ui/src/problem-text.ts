/** Why a request failed, in the API's words when its answer gave some, else a plain line. */
export function problemText(error: unknown): string {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof serverMessage === 'string' && serverMessage
    ? serverMessage
    : 'Something went wrong. Please try again.';
}
