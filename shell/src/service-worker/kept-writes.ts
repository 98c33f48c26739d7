/**
 * How a write made offline is handled: a favorite, a suggestion or a seed-stash change is queued to send later
 * and the page gets an answer at once; anything else is refused with a message saying why.
 */
import type { Favorite } from '@pepper/contract';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { matchPath } from '@pepper/contract/paths';
import { QUEUED_HEADER, type QueuedWriteKind } from './messages';
import { KEPT_FAVORITE_ID_BASE } from './pending-favorites';
import { isStashWrite } from './stash-writes';

export interface KeptWrite {
  kind: QueuedWriteKind;
  favorite?: Favorite;
  favoriteId?: number;
}

export const answerJson = (body: unknown, status: number, header: string): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', [header]: '1' },
  });

/** The favorite a removal names, when the request is one. */
export function removedFavoriteId(request: Request, path: string): number | null {
  if (request.method !== 'DELETE') return null;
  const id = matchPath(endpoints.removeFavorite, path, '[0-9]+')?.id;
  return id === undefined ? null : Number(id);
}

let keptIds = 0;

/** The queued form of a write, or null when the write needs the server. */
export async function keepable(
  request: Request,
  path: string,
): Promise<{ write: KeptWrite; answer: Response } | null> {
  if (request.method === 'POST' && path === endpoints.addFavorite.path) {
    const body = (await request.clone().json()) as { pepperId?: number; recipeId?: number };
    const favorite: Favorite = {
      id: KEPT_FAVORITE_ID_BASE + ((Date.now() + keptIds++) % 100_000_000),
      pepperId: body.pepperId ?? null,
      recipeId: body.recipeId ?? null,
      createdAt: new Date().toISOString(),
    };
    return { write: { kind: 'favorite-added', favorite }, answer: answerJson(favorite, 202, QUEUED_HEADER) };
  }
  const removed = removedFavoriteId(request, path);
  if (removed !== null)
    return {
      write: { kind: 'favorite-removed', favoriteId: removed },
      answer: new Response(null, { status: 204, headers: { [QUEUED_HEADER]: '1' } }),
    };
  if (request.method === 'POST' && path === endpoints.createSuggestion.path) {
    return { write: { kind: 'suggestion' }, answer: answerJson({ queued: true }, 202, QUEUED_HEADER) };
  }
  if (isStashWrite(request.method, path))
    return { write: { kind: 'seed-stash' }, answer: answerJson({ queued: true }, 202, QUEUED_HEADER) };
  return null;
}

/** Signing in, signing up, the account's address and password, and signing out. */
const ACCOUNT_WRITES = [
  endpoints.authLogin,
  endpoints.authRegister,
  endpoints.confirmSignUp,
  endpoints.sendEmailCode,
  endpoints.confirmEmailCode,
  endpoints.changePassword,
  endpoints.logout,
];
export const isAccountWrite = (path: string): boolean =>
  ACCOUNT_WRITES.some((def) => matchPath(def, path) !== null);

const IDENTIFY_WRITES = [endpoints.identify, endpoints.confirmIdentification];

/** Which actions need the server, in words a person reads when they try one offline. */
export function needsConnection(path: string): string {
  if (IDENTIFY_WRITES.some((def) => matchPath(def, path) !== null))
    return 'Identifying a photo needs a connection.';
  if (isAccountWrite(path)) return 'Signing in needs a connection.';
  if (path.includes('subscription')) return 'Payments need a connection.';
  return 'This needs a connection.';
}
