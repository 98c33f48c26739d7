import { apiError, http, HttpResponse, server } from '@pepper/mocks/node';
import { describe, expect, it } from 'vitest';
import { queries } from './endpoints';
import { createQueryClient } from './query-client';
import { apiJson, getJson, HttpError } from './request';

describe('the shared request behaviour', () => {
  it('sends credentials, and a body as JSON with a JSON content type', async () => {
    let seen: { credentials?: string; type?: string | null; body?: unknown } = {};
    server.use(
      http.post('/api/suggestions', async ({ request }) => {
        seen = {
          credentials: request.credentials,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 1, createdAt: '' }, { status: 201 });
      }),
    );
    await apiJson('POST', '/api/suggestions', { content: 'More chiles', category: 'other' });
    expect(seen).toEqual({
      credentials: 'include',
      type: 'application/json',
      body: { content: 'More chiles', category: 'other' },
    });
  });

  it("turns a non-OK answer into an error reading 'STATUS: body'", async () => {
    server.use(http.get('/api/peppers/all', () => new HttpResponse('database unavailable', { status: 503 })));
    const error = await getJson('/api/peppers/all').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('503: database unavailable');
    expect((error as HttpError).status).toBe(503);
  });

  it('uses the status text when the body is empty', async () => {
    server.use(
      http.get('/api/peppers/all', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(getJson('/api/peppers/all')).rejects.toThrow('502: Bad Gateway');
  });

  it('treats 401 as a failure by default, and as null for the current-user variant', async () => {
    await expect(getJson('/api/user')).rejects.toThrow(/^401: /);
    await expect(getJson('/api/user', 'returnNull')).resolves.toBeNull();
  });

  it("exposes the server's message of a JSON error", async () => {
    server.use(
      http.post('/api/create-subscription', () =>
        apiError(503, 'Payments are not configured', 'Service Unavailable'),
      ),
    );
    const error = (await apiJson('POST', '/api/create-subscription', { planType: 'pro' }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.serverMessage).toBe('Payments are not configured');
  });

  it("never sends 'all' or blank filters for the pepper list", async () => {
    let url = '';
    server.use(
      http.get('/api/peppers', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ peppers: [], total: 0, totalPages: 0 });
      }),
    );
    await createQueryClient().fetchQuery(
      queries.pepperPage({ page: 2, search: '  ', heatLevel: 'all', origin: 'Peru' }),
    );
    expect(new URL(url).search).toBe('?page=2&limit=20&origin=Peru');
  });

  it('keeps the pepper list fresh 5 minutes and for 10, and the all-peppers list fresh 10 minutes', () => {
    expect(queries.pepperPage({ page: 1 }).staleTime).toBe(300_000);
    expect(queries.pepperPage({ page: 1 }).gcTime).toBe(600_000);
    expect(queries.allPeppers().staleTime).toBe(600_000);
  });

  it('disables retries for queries and mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
