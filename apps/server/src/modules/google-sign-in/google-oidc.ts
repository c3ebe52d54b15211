import * as client from 'openid-client';
import type { Config } from '../../config.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The exchange failed for a reason of the request (bad code, state, nonce, audience): a 400, never a 500. */
export class GoogleExchangeError extends Error {}

/**
 * The OpenID client (openid-client): discovery once per node (retried after a failure), the
 * authorisation URL with PKCE, state and nonce, and the code exchange that validates the ID token's
 * issuer, audience, signature and nonce.
 */
export class GoogleOidc {
  #configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly google: Config['google']) {}

  get enabled(): boolean {
    return Boolean(this.google.clientId);
  }

  #discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.google;
    if (!clientId) throw new Error('Google sign-in is off');
    const url = new URL(issuer);
    this.#configuration ??= client
      .discovery(url, clientId, clientSecret, undefined, {
        // Only the local development provider is plain http; Google is https.
        execute: url.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.#configuration = undefined;
        throw error;
      });
    return this.#configuration;
  }

  async authorizeUrl(o: { redirectUri: string; state: string; nonce: string; codeVerifier: string }) {
    const configuration = await this.#discover();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: o.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: o.state,
      nonce: o.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(o.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  async exchange(o: {
    code: string;
    state: string;
    iss: string | undefined;
    redirectUri: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<GoogleIdentity> {
    const configuration = await this.#discover();
    const current = new URL(o.redirectUri);
    current.searchParams.set('code', o.code);
    current.searchParams.set('state', o.state);
    if (o.iss) current.searchParams.set('iss', o.iss);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: o.codeVerifier,
        expectedState: o.state,
        expectedNonce: o.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
        throw new GoogleExchangeError(error.message);
      }
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('OAUTH_')) {
        throw new GoogleExchangeError(error.message);
      }
      throw error;
    }
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string')
      throw new GoogleExchangeError('The ID token has no email');
    const given = typeof claims.given_name === 'string' ? claims.given_name : '';
    const family = typeof claims.family_name === 'string' ? claims.family_name : '';
    return {
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      firstName: given,
      lastName: family,
    };
  }
}
