import { googlePaths } from '@mathsight/contract/google-sign-in.paths.ts';
import type { GoogleTokenRedirectResponse } from '@mathsight/contract/google-sign-in.ts';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { googleTestApp, TEST_REDIRECT_URI } from '../../test/google-test-app.ts';
import { signInAtProvider } from '../../test/oidc-browser.ts';
import { buildTestAppWith } from '../../test/test-app.ts';
import { GOOGLE_MESSAGES } from './google-sign-in.service.ts';

const google = googleTestApp();
const post = (url: string, payload: object) => google.app.app.inject({ method: 'POST', url, payload });

/** The whole round: the app's authorize URL, the provider's pages, the code back to the app. */
async function comeBackFromGoogle(login: string, purpose: 'signin' | 'signup' = 'signin') {
  const started = await post(googlePaths.authorize, { redirectUri: TEST_REDIRECT_URI, purpose });
  expect(started.statusCode, started.body).toBe(200);
  const { authorizeUrl } = started.json() as { authorizeUrl: string };
  const back = await signInAtProvider(authorizeUrl, login);
  const payload = {
    token: back.get('code') ?? '',
    state: back.get('state') ?? '',
    iss: back.get('iss') ?? undefined,
    redirectUri: TEST_REDIRECT_URI,
  };
  const res = await post(googlePaths.tokenRedirect, payload);
  return { payload, res };
}

async function accessFor(refreshToken: string) {
  const res = await google.app.app.inject({
    method: 'GET',
    url: '/api/v3/tokens/access',
    headers: { 'x-refresh-token': refreshToken },
  });
  expect(res.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
  const me = await google.app.app.inject({ method: 'GET', url: '/api/v4/users/me', headers });
  return (me.json() as { user: { email: string } }).user;
}

describe('Google sign-in against the local OpenID provider', () => {
  it('says it is on, and an authorize URL carries PKCE, state and nonce', async () => {
    const status = await google.app.app.inject({ method: 'GET', url: googlePaths.status });
    expect(status.json()).toEqual({ enabled: true });
    const res = await post(googlePaths.authorize, { redirectUri: TEST_REDIRECT_URI, purpose: 'signin' });
    const url = new URL((res.json() as { authorizeUrl: string }).authorizeUrl);
    expect(url.origin).toBe(google.provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('a new person gets the sign-up data, signs up without a password, and is linked for next time', async () => {
    const account = google.newAccount();
    const { res } = await comeBackFromGoogle(account.sub, 'signup');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as GoogleTokenRedirectResponse;
    expect(data).toMatchObject({
      outcome: 'signUp',
      email: account.email,
      firstName: 'Gwen',
      lastName: 'Okafor',
    });
    if (data.outcome !== 'signUp') throw new Error('expected sign-up data');

    const form = {
      googleToken: data.googleToken,
      userRole: 'Teacher',
      title: 'Dr',
      firstName: 'Gwen',
      lastName: 'Okafor',
      acceptTerms: true,
    };
    const made = await post(googlePaths.signUp, form);
    expect(made.statusCode, made.body).toBe(200);
    expect((await accessFor((made.json() as { refreshToken: string }).refreshToken)).email).toBe(
      account.email,
    );
    // The ticket was used up.
    const again = await post(googlePaths.signUp, form);
    expect(again.statusCode).toBe(400);

    const next = await comeBackFromGoogle(account.sub);
    expect(next.res.json()).toMatchObject({ outcome: 'signedIn', userRole: 'Teacher', redirectTo: null });
  });

  it('a same-email password account is linked only after its password is given; a wrong one is refused', async () => {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
    const user = await makeUser(google.app.database.db, ['Teacher'], { email, userName: email });
    const account = google.newAccount(email);

    const { res } = await comeBackFromGoogle(account.sub);
    const data = res.json() as GoogleTokenRedirectResponse;
    expect(data).toMatchObject({ outcome: 'confirmAccount', email });
    expect(data).not.toHaveProperty('refreshToken');
    if (data.outcome !== 'confirmAccount') throw new Error('expected confirmAccount');

    const wrong = await post(googlePaths.link, {
      googleToken: data.googleToken,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    // Still not linked: Google alone does not sign in.
    const notYet = await comeBackFromGoogle(account.sub);
    expect(notYet.res.json()).toMatchObject({ outcome: 'confirmAccount' });
    const early = await google.app.app.inject({
      method: 'GET',
      url: `${googlePaths.tokenSignIn}?googleToken=${data.googleToken}`,
    });
    expect(early.json()).toMatchObject({ message: GOOGLE_MESSAGES.notLinked });

    const linked = await post(googlePaths.link, { googleToken: data.googleToken, password: TEST_PASSWORD });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await accessFor((linked.json() as { refreshToken: string }).refreshToken)).email).toBe(email);
    expect(user.id).toBeGreaterThan(0);

    const later = await comeBackFromGoogle(account.sub);
    expect(later.res.json()).toMatchObject({ outcome: 'signedIn' });
    // A ticket of a linked identity signs in once with GoogleTokenSignIn.
    const ticketed = await google.app.app.inject({
      method: 'GET',
      url: `${googlePaths.tokenSignIn}?googleToken=${(notYet.res.json() as { googleToken: string }).googleToken}`,
    });
    expect(ticketed.statusCode, ticketed.body).toBe(200);
    // The password still works too.
    await signIn(google.app.app, email);
  });

  it('an address Google has not verified is refused', async () => {
    const account = google.newAccount(undefined, false);
    const { res } = await comeBackFromGoogle(account.sub);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: GOOGLE_MESSAGES.unverified });
  });

  it('a bad state, a bad code, or a state used twice answer 400, never 500', async () => {
    const account = google.newAccount();
    const { payload, res } = await comeBackFromGoogle(account.sub);
    expect(res.statusCode).toBe(200);
    expect((await post(googlePaths.tokenRedirect, payload)).statusCode).toBe(400);
    expect((await post(googlePaths.tokenRedirect, { ...payload, state: 'made-up-state' })).statusCode).toBe(
      400,
    );

    const started = await post(googlePaths.authorize, { redirectUri: TEST_REDIRECT_URI, purpose: 'signin' });
    const state = new URL((started.json() as { authorizeUrl: string }).authorizeUrl).searchParams.get(
      'state',
    );
    const badCode = await post(googlePaths.tokenRedirect, { ...payload, state, token: 'not-a-code' });
    expect(badCode.statusCode, badCode.body).toBe(400);
    expect(badCode.json()).toMatchObject({ message: GOOGLE_MESSAGES.failed });
  });

  it('refuses a redirect URI that is not the app’s own /oauth-login', async () => {
    for (const redirectUri of ['https://evil.example/oauth-login', 'http://app.test/other']) {
      const res = await post(googlePaths.authorize, { redirectUri, purpose: 'signin' });
      expect(res.statusCode).toBe(400);
      const exchange = await post(googlePaths.tokenRedirect, { token: 'x', state: 'y', redirectUri });
      expect(exchange.statusCode).toBe(400);
    }
  });
});

describe('with no Google client configured', () => {
  it('says it is off and the calls answer 404', async () => {
    const off = await buildTestAppWith({
      google: { issuer: 'https://accounts.google.com', clientId: undefined, clientSecret: undefined },
    });
    try {
      expect((await off.app.inject({ method: 'GET', url: googlePaths.status })).json()).toEqual({
        enabled: false,
      });
      const res = await off.app.inject({
        method: 'POST',
        url: googlePaths.authorize,
        payload: { redirectUri: `${off.config.publicUrl}/oauth-login`, purpose: 'signin' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});
