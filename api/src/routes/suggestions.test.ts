import { Client, describeAsVisitor, describeRateLimit, PUBLIC_URL } from '../test/helpers.js';

describeAsVisitor('suggestions', (client, app) => {
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

  /** A POST of the suggestion form's address with a body of the given type, as a browser of this site sends it. */
  const postAs = (contentType: string, payload: string) =>
    client.postRaw('/api/suggestions', contentType, payload);

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await postAs('application/json', '{"content": "Hi",');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });

  it('refuses a body that is not JSON (415) or over 1 MB (413)', async () => {
    expect((await postAs('text/plain', 'content=hi')).statusCode).toBe(415);
    expect((await postAs('application/x-www-form-urlencoded', 'content=hi&category=other')).statusCode).toBe(
      415,
    );
    const big = await client.post('/api/suggestions', {
      content: 'x'.repeat(1024 * 1024 + 10),
      category: 'other',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().statusCode).toBe(413);
  });

  it.each([
    ['refuses a request from another site', { origin: 'https://evil.example' }, 403],
    ['refuses a request the browser marks cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['refuses a request with no origin information', {}, 403],
    ['accepts a request the browser marks same-origin', { 'sec-fetch-site': 'same-origin' }, 201],
    ['accepts a request from its own origin', { origin: PUBLIC_URL }, 201],
  ])('%s', async (_case, origin, status) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { 'content-type': 'application/json', ...origin },
      payload: JSON.stringify({ content: 'Hi', category: 'other' }),
    });
    expect(res.statusCode).toBe(status);
  });
});

describeRateLimit(
  'suggestion rate limit',
  'answers 429 after the per-minute limit',
  { signIn: 10, suggestions: 2, clicks: 10, identify: 10 },
  (client, i) => client.post('/api/suggestions', { content: `n${i}`, category: 'other' }),
  [201, 201, 429],
);
