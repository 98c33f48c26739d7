/**
 * Sign-in through an OpenID Connect provider (authorization code with PKCE), against a local
 * oidc-provider with its development login and consent screens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, describeDialects, PUBLIC_URL } from '../test/helpers.js';

const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// The local provider runs on its development settings on purpose: its warnings about them are no news here.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
};
const { default: Provider } = await import('oidc-provider');
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'pepper-atlas',
      client_secret: 'test-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // Logins starting with 'unverified' stand for accounts whose address the provider has not confirmed.
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({
      sub: id,
      email: `${id}@oidc.example`,
      email_verified: !id.startsWith('unverified'),
      name: 'Oidc User',
    }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  cookies: { keys: ['test-cookie-key'] },
  // Lifetimes set, so the provider does not announce each default it falls back to.
  ttl: { AccessToken: 3600, Grant: 3600, IdToken: 3600, Interaction: 3600, Session: 3600 },
});
console.warn = warn;
server.on('request', provider.callback());
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A browser against the provider: follows its pages by hand, keeping its cookies. */
class ProviderBrowser {
  private cookies = new Map<string, string>();
  async go(url: string, form?: Record<string, string>): Promise<string> {
    const res = await fetch(new URL(url, issuer), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      this.cookies.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${await res.text()}`);
    return location;
  }
}

/** Goes through the provider's login and consent as `login`; answers the app's callback response. */
async function signInThroughProvider(client: Client, login: string) {
  const start = await client.get('/api/login');
  const browser = new ProviderBrowser();
  let next = await browser.go(String(start.headers.location));
  next = await browser.go(await browser.go(next, { prompt: 'login', login }));
  next = await browser.go(await browser.go(next, { prompt: 'consent' }));
  return client.get(next.slice(PUBLIC_URL.length));
}

describeDialects(
  'sign-in with OpenID Connect',
  (app) => {
    it('trusts an address the provider confirms: a listed one gives admin rights, an unconfirmed one does not', async () => {
      const confirmed = new Client(app);
      expect((await signInThroughProvider(confirmed, 'root')).statusCode).toBe(302);
      expect((await confirmed.get('/api/user')).json()).toMatchObject({
        email: 'root@oidc.example',
        emailVerified: true,
        isAdmin: true,
      });
      const unconfirmed = new Client(app);
      expect((await signInThroughProvider(unconfirmed, 'unverified-root')).statusCode).toBe(302);
      expect((await unconfirmed.get('/api/user')).json()).toMatchObject({
        emailVerified: false,
        isAdmin: false,
      });
    });

    it('does not join an existing account by an address the provider has not confirmed', async () => {
      const owner = new Client(app);
      await owner.register('unverified-carol@oidc.example');
      const intruder = new Client(app);
      expect((await signInThroughProvider(intruder, 'unverified-carol')).statusCode).toBe(401);
      expect((await intruder.get('/api/user')).statusCode).toBe(401);
    });

    it('signs in through the provider with PKCE and returns to the page', async () => {
      const client = new Client(app);
      const login = await client.get('/api/login?returnTo=/favorites');
      expect(login.statusCode).toBe(302);
      const authorize = new URL(String(login.headers.location));
      expect(authorize.origin).toBe(issuer);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

      const browser = new ProviderBrowser();
      let next = await browser.go(authorize.href); // → login screen
      next = await browser.go(await browser.go(next, { prompt: 'login', login: 'alice' })); // → consent screen
      next = await browser.go(await browser.go(next, { prompt: 'consent' })); // → back to the app
      expect(next.startsWith(`${PUBLIC_URL}/api/auth/callback?`)).toBe(true);

      const callback = await client.get(next.slice(PUBLIC_URL.length));
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/favorites');
      expect((await client.get('/api/user')).json()).toMatchObject({
        email: 'alice@oidc.example',
        name: 'Oidc User',
      });
      expect((await client.get('/api/config')).json().oidc).toBe(true);
    });

    it('returns to the page the browser came from, and tells an account made through the provider it has no password here', async () => {
      const client = new Client(app);
      const start = await client.get('/api/login', { referer: `${PUBLIC_URL}/peppers/7` });
      const browser = new ProviderBrowser();
      let next = await browser.go(String(start.headers.location));
      next = await browser.go(await browser.go(next, { prompt: 'login', login: 'dave' }));
      next = await browser.go(await browser.go(next, { prompt: 'consent' }));
      const callback = await client.get(next.slice(PUBLIC_URL.length));
      expect(callback.headers.location).toBe('/peppers/7');
      expect((await client.get('/api/user')).json()).toMatchObject({ hasPassword: false });
      const change = await client.post('/api/auth/password', {
        currentPassword: 'anything',
        newPassword: 'battery staple',
      });
      expect(change.statusCode).toBe(409);
      expect(change.json().message).toMatch(/has no password here/);
    });

    it('refuses a callback without a sign-in in progress, or with a forged code', async () => {
      const client = new Client(app);
      expect((await client.get('/api/auth/callback?code=x&state=y')).statusCode).toBe(400);
      await client.get('/api/login');
      expect((await client.get('/api/auth/callback?code=forged&state=wrong')).statusCode).toBe(401);
    });
  },
  {
    config: {
      oidc: { issuerUrl: issuer, clientId: 'pepper-atlas', clientSecret: 'test-secret' },
      adminEmails: ['root@oidc.example', 'unverified-root@oidc.example'],
    },
  },
);
