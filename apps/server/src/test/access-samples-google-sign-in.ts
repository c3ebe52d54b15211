import type { Outcome, Sample } from './access-sample.ts';
import { CALLERS, type CallerName } from './access-world.ts';

/**
 * Google sign-in (issue 28): every call is public. The matrix world has no Google client configured,
 * so past the rule every caller reaches the service, which answers 404 (Google off) — not 401 or 403.
 * The flows themselves, against the local OpenID provider: google-sign-in.api.test.ts.
 */
const googleOff = Object.fromEntries(CALLERS.map((caller) => [caller, 404])) as Record<CallerName, Outcome>;
const ticket = 'x'.repeat(43);
// Google is off, so the address is not reached; the flows check it in their own test.
const REDIRECT = 'http://localhost:3000/oauth-login';
export const GOOGLE_SIGN_IN_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/tokens/google-status': { request: () => ({ url: '/api/v3/tokens/google-status' }) },
  'POST /api/v3/tokens/google-authorize': {
    request: () => ({
      url: '/api/v3/tokens/google-authorize',
      payload: { redirectUri: REDIRECT, purpose: 'signin' },
    }),
    overrides: googleOff,
  },
  'POST /api/v3/tokens/google-token-redirect': {
    request: () => ({
      url: '/api/v3/tokens/google-token-redirect',
      payload: { token: 'code', state: 'state', redirectUri: REDIRECT },
    }),
    overrides: googleOff,
  },
  'GET /api/v3/GoogleTokenSignIn': {
    request: () => ({ url: `/api/v3/GoogleTokenSignIn?googleToken=${ticket}` }),
    overrides: googleOff,
  },
  'POST /api/v3/tokens/google-link': {
    request: () => ({ url: '/api/v3/tokens/google-link', payload: { googleToken: ticket, password: 'x' } }),
    overrides: googleOff,
  },
  'POST /api/v3/users/google': {
    request: () => ({
      url: '/api/v3/users/google',
      payload: { googleToken: ticket, userRole: 'Teacher', firstName: 'A', lastName: 'B', acceptTerms: true },
    }),
    overrides: googleOff,
  },
};
