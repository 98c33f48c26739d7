import { Client, describeDialects, describeRateLimit, PUBLIC_URL } from '../test/helpers.js';

describeDialects('suggestions', (app) => {
  const client = new Client(app);

  it("stores a suggestion trimmed, with the time, the user and the account's own address, whatever the form names", async () => {
    const signedIn = new Client(app);
    const user = await signedIn.register();
    const res = await signedIn.post('/api/suggestions', {
      content: '  More superhots  ',
      category: 'pepper',
      userEmail: 'someone.else@example.com',
    });
    expect(res.statusCode).toBe(201);
    const row = await app().db('suggestions').where({ id: res.json().id }).first();
    expect(row).toMatchObject({
      content: 'More superhots',
      category: 'pepper',
      user_email: user.email,
      user_id: user.id,
    });
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps a visitor's own address", async () => {
    const res = await client.post('/api/suggestions', {
      content: 'Dark mode',
      category: 'improvement',
      userEmail: 'fan@example.com',
    });
    expect((await app().db('suggestions').where({ id: res.json().id }).first()).user_email).toBe(
      'fan@example.com',
    );
  });

  it('accepts a visitor suggestion without email', async () => {
    expect(
      (await client.post('/api/suggestions', { content: 'Dark mode', category: 'improvement' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['blank content', { content: '   ', category: 'other' }],
    ['empty content', { content: '', category: 'other' }],
    ['content over 2,000 characters', { content: 'x'.repeat(2001), category: 'other' }],
    ['an unknown category', { content: 'Hi', category: 'bug' }],
    ['an invalid email', { content: 'Hi', category: 'other', userEmail: 'not-an-email' }],
    ['an unknown field', { content: 'Hi', category: 'other', admin: true }],
    ['a wrong type', { content: 42, category: 'other' }],
    ['no body fields', {}],
  ])('refuses %s with 400 JSON', async (_case, body) => {
    const res = await client.post('/api/suggestions', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/suggestions',
      headers: { 'content-type': 'application/json' },
      payload: '{"content": "Hi",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });

  it('refuses a body that is not JSON (415) or over 1 MB (413)', async () => {
    const text = await client.request({
      method: 'POST',
      url: '/api/suggestions',
      headers: { 'content-type': 'text/plain' },
      payload: 'content=hi',
    });
    expect(text.statusCode).toBe(415);
    const form = await client.request({
      method: 'POST',
      url: '/api/suggestions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=hi&category=other',
    });
    expect(form.statusCode).toBe(415);
    const big = await client.post('/api/suggestions', {
      content: 'x'.repeat(1024 * 1024 + 10),
      category: 'other',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().statusCode).toBe(413);
  });

  it('refuses a cross-site request, and one with no origin information', async () => {
    const body = JSON.stringify({ content: 'Hi', category: 'other' });
    const headers = { 'content-type': 'application/json' };
    const evil = await app().inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: body,
    });
    expect(evil.statusCode).toBe(403);
    const crossSite = await app().inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    const none = await app().inject({ method: 'POST', url: '/api/suggestions', headers, payload: body });
    expect(none.statusCode).toBe(403);
    const sameOrigin = await app().inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { ...headers, 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
    expect(sameOrigin.statusCode).toBe(201);
    const ownOrigin = await app().inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { ...headers, origin: PUBLIC_URL },
      payload: body,
    });
    expect(ownOrigin.statusCode).toBe(201);
  });
});

describeRateLimit(
  'suggestion rate limit',
  'answers 429 after the per-minute limit',
  { signIn: 10, suggestions: 2, clicks: 10, identify: 10 },
  (client, i) => client.post('/api/suggestions', { content: `n${i}`, category: 'other' }),
  [201, 201, 429],
);
