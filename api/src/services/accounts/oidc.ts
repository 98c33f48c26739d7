/**
 * OpenID Connect sign-in (authorization code with PKCE) through openid-client. Discovery happens on
 * first use and is cached; a failed discovery is retried on the next sign-in.
 */
import * as client from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';

export interface OidcStart {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface OidcIdentity {
  subject: string;
  email: string;
  name: string | null;
  /** The provider vouches that the person reads this address (the email_verified claim). */
  emailVerified: boolean;
}

export class Oidc {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: NonNullable<AppConfig['oidc']>) {}

  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuerUrl);
      this.configuration = client
        .discovery(
          issuer,
          this.settings.clientId,
          this.settings.clientSecret ?? undefined,
          this.settings.clientSecret ? undefined : client.None(),
          // Local providers (development, tests) use plain HTTP.
          issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((err) => {
          this.configuration = null;
          throw err;
        });
    }
    return this.configuration;
  }

  async start(redirectUri: string): Promise<OidcStart> {
    const config = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, codeVerifier, state, nonce };
  }

  async finish(
    callbackUrl: URL,
    expected: { codeVerifier: string; state: string; nonce: string },
  ): Promise<OidcIdentity> {
    const config = await this.discover();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let email = typeof claims.email === 'string' ? claims.email : null;
    let name = typeof claims.name === 'string' ? claims.name : null;
    let emailVerified = claims.email_verified === true;
    if (!email) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : null;
      name ??= typeof info.name === 'string' ? info.name : null;
      emailVerified = info.email_verified === true;
    }
    if (!email) throw new Error('The identity provider gave no email address');
    return { subject: `${claims.iss}|${claims.sub}`, email, name, emailVerified };
  }
}
