/**
 * Sign-in through an OpenID Connect provider (authorization code with PKCE), against a local
 * oidc-provider with its development login and consent screens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { Client, describeDialects, PUBLIC_URL } from '../test/helpers.js';

const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'pepper-atlas',
      client_secret: 'test-secret',
      redirect_uris: [`${PUBLIC_URL}/api/auth/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@oidc.example`, name: 'Oidc User' }) }),
  claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
  pkce: { required: () => true },
  cookies: { keys: ['test-cookie-key'] },
});
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

describeDialects(
  'sign-in with OpenID Connect',
  (app) => {
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
      expect((await client.get('/api/user')).json()).toMatchObject({ email: 'alice@oidc.example', name: 'Oidc User' });
      expect((await client.get('/api/config')).json().oidc).toBe(true);
    });

    it('refuses a callback without a sign-in in progress, or with a forged code', async () => {
      const client = new Client(app);
      expect((await client.get('/api/auth/callback?code=x&state=y')).statusCode).toBe(400);
      await client.get('/api/login');
      expect((await client.get('/api/auth/callback?code=forged&state=wrong')).statusCode).toBe(401);
    });
  },
  { config: { oidc: { issuerUrl: issuer, clientId: 'pepper-atlas', clientSecret: 'test-secret' } } },
);
