/**
 * The shared request behaviour: cookies always sent, JSON bodies, and any non-OK answer
 * turned into an error whose message is 'STATUS: body' (or the status text when the body is empty).
 * Every write carries an Idempotency-Key, one per call (one user action), sent again unchanged when the
 * call is retried: the server stores the action once however many attempts reach it.
 */
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@pepper/contract/idempotency-key';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The server's own message when the body is the API's JSON error, else the whole message. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through
    }
    return this.body || this.message;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text, `${res.status}: ${text}`);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * When a write is sent again by itself: only when its outcome is unknown (no answer arrived, the server
 * could not tell whether it committed, or the first attempt with the key is still running). A refusal or a
 * 'database_unavailable' 503 (nothing stored) is answered to the caller as before.
 */
export const WRITE_RETRY = { attempts: 3, firstWaitMs: 500, maxWaitMs: 5000 };

export interface RequestOptions {
  /** The key of the user action this call belongs to; a fresh one per call when omitted. */
  idempotencyKey?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function outcomeUnknown(res: Response): Promise<boolean> {
  if (res.status !== 503 && res.status !== 409) return false;
  try {
    const { code } = (await res.clone().json()) as { code?: unknown };
    return code === 'outcome_unknown' || code === 'idempotency_key_in_use';
  } catch {
    return false;
  }
}

function retryWait(attempt: number, res?: Response): number {
  const retryAfter = Number(res?.headers.get('retry-after'));
  const ms = retryAfter > 0 ? retryAfter * 1000 : WRITE_RETRY.firstWaitMs * 2 ** (attempt - 1);
  return Math.min(ms, WRITE_RETRY.maxWaitMs);
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const write = WRITES.has(method.toUpperCase());
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (write) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  for (let attempt = 1; ; attempt++) {
    const last = !write || attempt >= WRITE_RETRY.attempts;
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch (error) {
      if (last) throw error;
      await wait(retryWait(attempt));
      continue;
    }
    if (!last && (await outcomeUnknown(res))) {
      await wait(retryWait(attempt, res));
      continue;
    }
    await throwIfResNotOk(res);
    return res;
  }
}

/** A JSON call that returns the parsed body. */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * A query's `meta` when its read answers null for an item that does not exist (404): the page shows "not found"
 * as an answer, and the server, reading it first, puts that answer in the document.
 */
export const NULL_WHEN_MISSING = { nullWhenMissing: true } as const;

/** Whether a query's read answers null for an item that does not exist. */
const nullWhenMissing = (query: { meta?: Record<string, unknown> }): boolean =>
  query.meta?.nullWhenMissing === true;

/**
 * A query's `meta` when its read answers null for a caller who is not signed in (401): the server, reading it
 * first for a visitor, puts that answer in the document, as the browser's read would have it.
 */
export const NULL_WHEN_SIGNED_OUT = { nullWhenSignedOut: true } as const;

/** Whether a refusal with `status` is the query's answer null rather than a failure. */
export const refusalAnswersNull = (query: { meta?: Record<string, unknown> }, status: number): boolean =>
  (status === 404 && nullWhenMissing(query)) || (status === 401 && query.meta?.nullWhenSignedOut === true);

/** A read of one item by its address: null when there is no such item (404), a failure for any other refusal. */
export async function getItem<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Data reads are GET and parse JSON; 401 is a failure unless the caller asks for null. */
export async function getJson<T>(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
