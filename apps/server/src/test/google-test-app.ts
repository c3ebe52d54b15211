import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { DEV_GOOGLE_CLIENT, type DevOidcProvider, startDevOidcProvider } from '../dev/oidc-dev-provider.ts';
import { buildTestAppWith, type TestApp } from './test-app.ts';

export const TEST_PUBLIC_URL = 'http://app.test';
export const TEST_REDIRECT_URI = `${TEST_PUBLIC_URL}/oauth-login`;

/** An app whose Google is the local OpenID provider, started in-process on a free port. */
export function googleTestApp() {
  let provider: DevOidcProvider | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    provider = await startDevOidcProvider({ redirectUris: [TEST_REDIRECT_URI] });
    app = await buildTestAppWith({
      publicUrl: TEST_PUBLIC_URL,
      google: { issuer: provider.issuer, ...DEV_GOOGLE_CLIENT },
    });
  });
  afterAll(async () => {
    await app?.app.close();
    await provider?.close();
  });
  const need = <T>(value: T | undefined): T => {
    if (!value) throw new Error('googleTestApp: read it inside a test, after beforeAll');
    return value;
  };
  return {
    get app() {
      return need(app);
    },
    get provider() {
      return need(provider);
    },
    /** A Google account of this test's own (a fresh subject and address). */
    newAccount(email = `g-${randomUUID()}@example.org`, emailVerified = true) {
      const account = {
        sub: `sub-${randomUUID()}`,
        email,
        givenName: 'Gwen',
        familyName: 'Okafor',
        emailVerified,
      };
      need(provider).addAccount(account);
      return account;
    },
  };
}
