import { createUser } from '../services/accounts/users.js';
import {
  Client,
  describeDialects,
  describeRateLimit,
  lastCodeSentTo,
  limitsWith,
  sentMail,
  setPlan,
} from '../test/helpers.js';

describeDialects('sign-in with email and password', (app) => {
  it('creates an account with the code mailed to the address, signs in and answers the user', async () => {
    const client = new Client(app);
    const started = await client.post('/api/auth/register', {
      email: 'Chef@Example.com',
      password: 'long enough',
      name: 'Chef',
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(
      'We sent a message to chef@example.com. Enter the six-digit code from it to finish creating your account; it works for 15 minutes.',
    );
    // No account before the code comes back.
    expect(await app().db('users').where({ email: 'chef@example.com' }).first()).toBeUndefined();
    const res = await client.post('/api/auth/register/confirm', {
      email: 'chef@example.com',
      code: lastCodeSentTo('chef@example.com'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'chef@example.com',
      name: 'Chef',
      isAdmin: false,
      emailVerified: true,
      planType: 'free',
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ email: 'chef@example.com' });
  });

  it('answers a sign-up with a taken address exactly as a new one, and mails the owner instead of a code', async () => {
    const owner = new Client(app);
    const { email } = await owner.register();
    const before = sentMail.length;
    const res = await new Client(app).post('/api/auth/register', { email, password: 'another password' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `We sent a message to ${email}. Enter the six-digit code from it to finish creating your account; it works for 15 minutes.`,
    });
    const note = sentMail.slice(before).find((m) => m.to === email)!;
    expect(note.subject).toBe('Your Pepper Atlas account');
    expect(note.text).toMatch(/already has one/);
    expect(note.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a wrong or spent code, and gives five tries', async () => {
    const client = new Client(app);
    await client.post('/api/auth/register', { email: 'tries@example.com', password: 'long enough' });
    const code = lastCodeSentTo('tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.post('/api/auth/register/confirm', {
      email: 'tries@example.com',
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    // The message is accurate: the same code still works, four more times.
    expect(refused.json().message).toBe(
      'That code is not right. Check the newest email and type its code again (4 tries left).',
    );
    for (let i = 0; i < 4; i++)
      await client.post('/api/auth/register/confirm', { email: 'tries@example.com', code: wrong });
    const spent = await client.post('/api/auth/register/confirm', { email: 'tries@example.com', code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(
      'That code has expired or was tried too often. Start again to get a new one.',
    );
    await client.post('/api/auth/register', { email: 'tries@example.com', password: 'long enough' });
    const fresh = lastCodeSentTo('tries@example.com');
    expect(
      (await client.post('/api/auth/register/confirm', { email: 'tries@example.com', code: fresh }))
        .statusCode,
    ).toBe(201);
    expect(
      (await client.post('/api/auth/register/confirm', { email: 'tries@example.com', code: fresh }))
        .statusCode,
    ).toBe(400);
  });

  it('stores passwords hashed with scrypt', async () => {
    const client = new Client(app);
    const { email } = await client.register();
    const row = await app().db('users').where({ email }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });

  it('answers 401 for /api/user and /api/subscription when signed out', async () => {
    const client = new Client(app);
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in required' });
    expect((await client.get('/api/subscription')).statusCode).toBe(401);
  });

  it('answers {planType: free} when there is no subscription, and the plan when there is', async () => {
    const client = new Client(app);
    const user = await client.register();
    expect((await client.get('/api/subscription')).json()).toEqual({ planType: 'free' });
    await setPlan(app(), user.id, 'pro');
    expect((await client.get('/api/subscription')).json()).toEqual({ planType: 'pro' });
  });

  it('refuses a wrong password and an unknown email alike (401)', async () => {
    const client = new Client(app);
    const { email } = await client.register();
    const stranger = new Client(app);
    const wrong = await stranger.post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await stranger.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses a short password, a bad email or unknown fields (400)', async () => {
    expect(
      (await new Client(app).post('/api/auth/register', { email: 'a@b.co', password: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (await new Client(app).post('/api/auth/register', { email: 'nope', password: 'long enough' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await new Client(app).post('/api/auth/register', {
          email: 'x@b.co',
          password: 'long enough',
          isAdmin: true,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('rotates the session id at sign-in and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const client = new Client(app);
    const { email } = await client.register();
    await client.post('/api/logout');
    await client.post('/api/user/favorites', { pepperId: 1 }); // a visitor session now exists
    const before = client.cookie;
    expect(before).not.toBe('');
    const res = await client.post('/api/auth/login', { email, password: 'correct horse' });
    const cookie = res.cookies.find((c) => c.name === 'pepper.sid')!;
    expect(client.cookie).not.toBe(before);
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
    expect(cookie.secure).toBeFalsy();
    // The old session id no longer signs anyone in.
    const old = await app().inject({ url: '/api/user', headers: { cookie: before } });
    expect(old.statusCode).toBe(401);
  });

  it('signs out', async () => {
    const client = await Client.signedUp(app);
    expect((await client.post('/api/logout')).json()).toEqual({ ok: true });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('sends the browser to the /login screen when no OIDC provider is configured', async () => {
    const res = await new Client(app).get('/api/login?returnTo=/premium');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Fpremium');
    expect((await new Client(app).get('/api/login?returnTo=//evil.example')).statusCode).toBe(400);
    // Browsers read a backslash as a slash and drop tabs and newlines: each would lead off the site.
    for (const returnTo of [
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%09/evil.example',
      '/%0D%0ALocation:%20x',
      '/a%20b',
    ]) {
      expect((await new Client(app).get(`/api/login?returnTo=${returnTo}`)).statusCode, returnTo).toBe(400);
    }
    const deep = await new Client(app).get('/api/login?returnTo=%2Fpremium%3Ftab%3Drecipes');
    expect(deep.headers.location).toBe('/login?returnTo=%2Fpremium%3Ftab%3Drecipes');
  });

  it('clears the session cookie at sign-out', async () => {
    const client = await Client.signedUp(app);
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'pepper.sid')!;
    expect(cleared.value).toBe('');
    expect(new Date(String(cleared.expires)).getTime()).toBeLessThan(Date.now());
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('gives no admin rights by signing up with an address listed in ADMIN_EMAILS: only its owner gets the code', async () => {
    const intruder = new Client(app);
    expect(
      (await intruder.post('/api/auth/register', { email: 'boss@example.com', password: 'long enough' }))
        .statusCode,
    ).toBe(202);
    expect((await intruder.get('/api/user')).statusCode).toBe(401);
    expect((await intruder.get('/api/admin/update-pepper-images/status')).statusCode).toBe(401);
    expect(await app().db('users').where({ email: 'boss@example.com' }).first()).toBeUndefined();
  });

  it('makes a listed address of an older, unconfirmed account an administrator once its owner confirms the code', async () => {
    const { hashPassword } = await import('../services/accounts/passwords.js');
    await createUser(app().db, {
      email: 'boss@example.com',
      passwordHash: await hashPassword('long enough'),
    });
    const client = new Client(app);
    await client.post('/api/auth/login', { email: 'boss@example.com', password: 'long enough' });
    expect((await client.get('/api/user')).json()).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await client.get('/api/admin/update-pepper-images/status')).statusCode).toBe(403);
    expect((await client.post('/api/auth/email-verification')).statusCode).toBe(202);
    const mail = sentMail.filter((m) => m.to === 'boss@example.com').at(-1)!;
    expect(mail.subject).toBe('Your Pepper Atlas code');
    const code = mail.text.match(/\b(\d{6})\b/)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.post('/api/auth/email-verification/confirm', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'That code is not right. Check the newest email and type its code again (4 tries left).',
    );
    const confirmed = await client.post('/api/auth/email-verification/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'boss@example.com', isAdmin: true, emailVerified: true });
    expect((await client.get('/api/admin/update-pepper-images/status')).statusCode).toBe(200);
    // The code is spent, and a verified address needs no other.
    expect((await client.post('/api/auth/email-verification/confirm', { code })).statusCode).toBe(400);
    expect((await client.post('/api/auth/email-verification')).statusCode).toBe(409);
  });

  it('gives a confirmed address that is not listed no admin rights', async () => {
    const client = await Client.signedUp(app);
    expect((await client.get('/api/user')).json()).toMatchObject({ emailVerified: true, isAdmin: false });
  });

  it('asks a visitor to sign in before sending or confirming a code, and refuses a code that is not six digits', async () => {
    const visitor = new Client(app);
    expect((await visitor.post('/api/auth/email-verification')).statusCode).toBe(401);
    expect((await visitor.post('/api/auth/email-verification/confirm', { code: '123456' })).statusCode).toBe(
      401,
    );
    const client = await Client.signedUp(app);
    expect((await client.post('/api/auth/email-verification')).statusCode).toBe(409);
    for (const code of ['12345', '1234567', 'abcdef', 123456]) {
      expect((await client.post('/api/auth/email-verification/confirm', { code })).statusCode).toBe(400);
    }
  });
});

describeDialects(
  'secure session cookie',
  (app) => {
    it('marks the cookie Secure when PUBLIC_URL is https', async () => {
      const send = (url: string, body: unknown) =>
        app().inject({
          method: 'POST',
          url,
          headers: {
            origin: 'https://atlas.example',
            'content-type': 'application/json',
            'x-forwarded-proto': 'https',
          },
          payload: JSON.stringify(body),
        });
      await send('/api/auth/register', { email: 'secure@example.com', password: 'long enough' });
      const res = await send('/api/auth/register/confirm', {
        email: 'secure@example.com',
        code: lastCodeSentTo('secure@example.com'),
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'pepper.sid')?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toBeDefined();
    });
  },
  // Behind a TLS-terminating proxy (trustProxy), as in production.
  { config: { publicUrl: 'https://atlas.example', trustProxy: 1 } },
);

describeRateLimit(
  'sign-in rate limit',
  'answers 429 after the per-minute limit',
  { signIn: 2, suggestions: 10, clicks: 10, identify: 10 },
  (client) => client.post('/api/auth/login', { email: 'a@b.co', password: 'x' }),
  [401, 401, 429],
);

const viaProxy = (client: string) => ({ 'x-forwarded-for': client });

describeDialects(
  'sign-in limit behind a proxy',
  (app) => {
    it('holds when a client writes its own X-Forwarded-For: one trusted hop means the address the proxy saw', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 25; i++) {
        // The client forges the first entry; the proxy appends the address it really saw.
        const res = await new Client(app).post(
          '/api/auth/login',
          { email: `guess${i}@example.com`, password: 'not the one' },
          viaProxy(`10.9.${i}.1, 203.0.113.7`),
        );
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    });

    it('counts sign-ups and sign-ins against one budget per address', async () => {
      const headers = viaProxy('203.0.113.8');
      const codes: number[] = [];
      for (const path of ['/api/auth/register', '/api/auth/login']) {
        for (let i = 0; i < 3; i++) {
          const body = { email: `new${i}@example.com`, password: 'long enough' };
          codes.push((await new Client(app).post(path, body, headers)).statusCode);
        }
      }
      // Sign-ups answer 202 (a code is mailed); none was confirmed, so no sign-in finds an account.
      expect(codes).toEqual([202, 202, 202, 401, 401, 429]);
    });
  },
  {
    config: {
      trustProxy: 1,
      rateLimits: limitsWith({
        signIn: 5,
        suggestions: 10,
        clicks: 10,
        identify: 10,
        weather: 10,
        visitorWrites: 10,
      }),
    },
  },
);

describeDialects(
  'failed sign-ins per account',
  (app) => {
    const attempt = (email: string, password: string, from: string) =>
      new Client(app).post('/api/auth/login', { email, password }, viaProxy(from));

    it('after five wrong passwords from any addresses, even the right one must wait 30 seconds', async () => {
      const { email } = await new Client(app).register();
      for (let i = 0; i < 5; i++)
        expect((await attempt(email, 'wrong password', `198.51.100.${i}`)).statusCode).toBe(401);
      const res = await attempt(email, 'correct horse', '198.51.100.99');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json().message).toBe('Too many failed sign-ins for this account. Try again in 30 seconds.');
    });

    it('lets the right password in once the wait is over, and starts counting afresh', async () => {
      const { email } = await new Client(app).register();
      for (let i = 0; i < 5; i++) await attempt(email, 'wrong password', '198.51.100.20');
      await app()
        .db('sign_in_failures')
        .where({ email })
        .update({ locked_until: Date.now() - 1 });
      expect((await attempt(email, 'correct horse', '198.51.100.20')).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await attempt(email, 'wrong password', '198.51.100.20')).statusCode).toBe(401);
      expect((await attempt(email, 'correct horse', '198.51.100.20')).statusCode).toBe(200);
    });

    it('counts an address with no account the same way, so the answers tell nothing about which exist', async () => {
      for (let i = 0; i < 5; i++)
        expect((await attempt('nobody@example.com', 'x', '198.51.100.30')).statusCode).toBe(401);
      expect((await attempt('NOBODY@example.com', 'x', '198.51.100.31')).statusCode).toBe(429);
    });
  },
  { config: { trustProxy: 1 } },
);

describeDialects('the account: its password, signing out and coming back', (app) => {
  it('changes the password with the current one: the new one signs in, the old one no longer does', async () => {
    const client = new Client(app);
    const { email } = await client.register(undefined, 'correct horse');
    expect((await client.get('/api/user')).json()).toMatchObject({ hasPassword: true });
    const res = await client.post('/api/auth/password', {
      currentPassword: 'correct horse',
      newPassword: 'battery staple',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 0 });
    // Still signed in, on a new session id.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const other = new Client(app);
    expect((await other.post('/api/auth/login', { email, password: 'correct horse' })).statusCode).toBe(401);
    expect((await other.post('/api/auth/login', { email, password: 'battery staple' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one, or a body of another shape, and changes nothing', async () => {
    const client = new Client(app);
    const { email } = await client.register(undefined, 'correct horse');
    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'not it',
      newPassword: 'battery staple',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Your current password is not right.');
    for (const body of [
      { currentPassword: 'correct horse', newPassword: 'short' },
      { currentPassword: 'correct horse' },
      { currentPassword: '', newPassword: 'battery staple' },
      { currentPassword: 'correct horse', newPassword: 'battery staple', email: 'x@example.com' },
      { currentPassword: 5, newPassword: ['battery staple'] },
    ]) {
      expect((await client.post('/api/auth/password', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await new Client(app).post('/api/auth/login', { email, password: 'correct horse' })).statusCode,
    ).toBe(200);
  });

  it('asks a visitor to sign in before changing a password', async () => {
    const res = await new Client(app).post('/api/auth/password', {
      currentPassword: 'correct horse',
      newPassword: 'battery staple',
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on the server at sign-out: a copy of the old cookie signs nobody in', async () => {
    const client = await Client.signedUp(app);
    const signedIn = client.cookie;
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const replayed = await app().inject({ url: '/api/user', headers: { cookie: signedIn } });
    expect(replayed.statusCode).toBe(401);
    expect((await app().inject({ url: '/api/me/export', headers: { cookie: signedIn } })).statusCode).toBe(
      401,
    );
  });

  it('returns to the page of this site the browser came from when the sign-in link names none', async () => {
    const fromPepper = await new Client(app).get('/api/login', {
      referer: 'http://localhost:3000/peppers/12',
    });
    expect(fromPepper.headers.location).toBe('/login?returnTo=%2Fpeppers%2F12');
    const named = await new Client(app).get('/api/login?returnTo=%2Frecipes', {
      referer: 'http://localhost:3000/peppers/12',
    });
    expect(named.headers.location).toBe('/login?returnTo=%2Frecipes');
    for (const referer of [
      'https://evil.example/peppers/12',
      'http://localhost:3000/api/user',
      'http://localhost:3000//evil.example',
      'not an address',
    ]) {
      const res = await new Client(app).get('/api/login', { referer });
      expect(res.statusCode, referer).toBe(302);
      expect(res.headers.location, referer).toBe('/login?returnTo=%2F');
    }
  });
});
