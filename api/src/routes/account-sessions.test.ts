import { LAST_SEEN_EVERY_MS } from '../plugins/session.js';
import { Client, describeDialects, lastCodeSentTo } from '../test/helpers.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const unique = () => `device-${Math.random().toString(16).slice(2, 10)}@example.com`;
const PASSWORD = 'correct horse';

interface Listed {
  id: string;
  device: string;
  signedInAt: string | null;
  lastSeenAt: string;
  current: boolean;
}

describeDialects('the sessions a person controls', (app) => {
  /** One account signed in on several browsers, each a client of its own. */
  async function signedInOn(...userAgents: string[]) {
    const email = unique();
    const [first, ...others] = userAgents;
    const clients = [new Client(app)];
    await clients[0].request({
      method: 'POST',
      url: '/api/auth/register',
      json: { email, password: PASSWORD },
      headers: { 'user-agent': first },
    });
    await clients[0].request({
      method: 'POST',
      url: '/api/auth/register/confirm',
      json: { email, code: lastCodeSentTo(email) },
      headers: { 'user-agent': first },
    });
    for (const userAgent of others) {
      const client = new Client(app);
      const res = await client.request({
        method: 'POST',
        url: '/api/auth/login',
        json: { email, password: PASSWORD },
        headers: { 'user-agent': userAgent },
      });
      expect(res.statusCode).toBe(200);
      clients.push(client);
    }
    return { email, clients };
  }
  const list = async (client: Client) => {
    const res = await client.get('/api/me/sessions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return (res.json() as { sessions: Listed[] }).sessions;
  };

  it('lists every signed-in session of the account by device, with this device first', async () => {
    const { clients } = await signedInOn(ANDROID_CHROME, WINDOWS_FIREFOX, IPHONE_SAFARI);
    const sessions = await list(clients[1]);
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows', true],
      expect.any(Array),
      expect.any(Array),
    ]);
    expect(
      sessions
        .slice(1)
        .map((s) => s.device)
        .toSorted(),
    ).toEqual(['Chrome on Android', 'Safari on iPhone']);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.signedInAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The list never shows the cookie's own value.
    const cookieValue = decodeURIComponent(clients[1].cookie.split('=')[1]!).split('.')[0]!;
    expect(JSON.stringify(sessions)).not.toContain(cookieValue);
  });

  it('signs out one other session: it gets 401, the others stay signed in', async () => {
    const { clients } = await signedInOn(ANDROID_CHROME, WINDOWS_FIREFOX, IPHONE_SAFARI);
    const [phone, laptop, iphone] = clients;
    const target = (await list(phone)).find((s) => s.device === 'Firefox on Windows')!;
    const res = await phone.delete(`/api/me/sessions/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    expect((await iphone.get('/api/user')).statusCode).toBe(200);
    expect((await list(phone)).map((s) => s.device).toSorted()).toEqual([
      'Chrome on Android',
      'Safari on iPhone',
    ]);
    // Gone is gone: the same id again is not found.
    expect((await phone.delete(`/api/me/sessions/${target.id}`)).statusCode).toBe(404);
  });

  it("refuses this device's own session (409), another account's (404) and a malformed id (400)", async () => {
    const { clients } = await signedInOn(ANDROID_CHROME);
    const { clients: strangers } = await signedInOn(WINDOWS_FIREFOX);
    const own = (await list(clients[0]))[0]!;
    const res = await clients[0].delete(`/api/me/sessions/${own.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This is the session you are using now: sign out instead.');
    const theirs = (await list(strangers[0]))[0]!;
    expect((await clients[0].delete(`/api/me/sessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await strangers[0].get('/api/user')).statusCode).toBe(200);
    expect((await clients[0].delete('/api/me/sessions/not-an-id')).statusCode).toBe(400);
    expect((await new Client(app).get('/api/me/sessions')).statusCode).toBe(401);
  });

  it('signs out every other session at once, and keeps this one', async () => {
    const { clients } = await signedInOn(ANDROID_CHROME, WINDOWS_FIREFOX, IPHONE_SAFARI);
    const [phone, laptop, iphone] = clients;
    const res = await iphone.post('/api/me/sessions/end-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await iphone.get('/api/user')).statusCode).toBe(200);
    expect((await list(iphone)).map((s) => s.device)).toEqual(['Safari on iPhone']);
  });

  it('a password change signs out every other session: they get 401 on reading the account and on a write', async () => {
    const { email, clients } = await signedInOn(ANDROID_CHROME, WINDOWS_FIREFOX);
    const [phone, laptop] = clients;
    const res = await phone.request({
      method: 'POST',
      url: '/api/auth/password',
      json: { currentPassword: PASSWORD, newPassword: 'a new long password' },
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.post('/api/auth/email-verification')).statusCode).toBe(401);
    expect(
      (await laptop.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'taken over!!' }))
        .statusCode,
    ).toBe(401);
    expect((await phone.get('/api/user')).json()).toMatchObject({ email });
    expect((await list(phone)).map((s) => s.device)).toEqual(['Chrome on Android']);
  });

  it('writes when a session was last seen at most once every few minutes', async () => {
    const { clients } = await signedInOn(ANDROID_CHROME);
    const [phone] = clients;
    const lastSeen = async () =>
      Number(
        (await app().db('sessions').whereNotNull('user_id').orderBy('last_seen_at', 'desc').first())
          .last_seen_at,
      );
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      await phone.get('/api/user');
      const first = (await list(phone))[0]!.lastSeenAt;
      vi.setSystemTime(start + LAST_SEEN_EVERY_MS - 1000);
      await phone.get('/api/user');
      await phone.get('/api/user');
      expect((await list(phone))[0]!.lastSeenAt).toBe(first);
      vi.setSystemTime(start + LAST_SEEN_EVERY_MS + 1000);
      await phone.get('/api/user');
      await vi.waitFor(async () => expect(await lastSeen()).toBe(start + LAST_SEEN_EVERY_MS + 1000));
      expect(Date.parse((await list(phone))[0]!.lastSeenAt)).toBe(start + LAST_SEEN_EVERY_MS + 1000);
    } finally {
      vi.useRealTimers();
    }
  });
});
