import { LoginResponseSchema, SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { googlePaths } from '@mathsight/contract/google-sign-in.paths.ts';
import {
  type GoogleSignUpRequest,
  GoogleTokenRedirectResponseSchema,
} from '@mathsight/contract/google-sign-in.ts';
import { request } from '../../../shared/api/http-client.ts';

// Every call is public and silent: the screens show each failure where it happened.
const quiet = { auth: false, notify: false } as const;

/** POST v3/tokens/google-token-redirect: the code Google sent back, exchanged by the server. */
export const postGoogleTokenRedirect = (body: { token: string; state: string; iss?: string }) =>
  request({
    method: 'POST',
    endpoint: googlePaths.tokenRedirect,
    body: { ...body, redirectUri: `${window.location.origin}/oauth-login` },
    ...quiet,
    schema: GoogleTokenRedirectResponseSchema,
  });

/** POST v3/tokens/google-link: the same-email account's password; links Google and signs in. */
export const postGoogleLink = (body: { googleToken: string; password: string }) =>
  request({ method: 'POST', endpoint: googlePaths.link, body, ...quiet, schema: LoginResponseSchema });

/** POST v3/users/google: a teacher account from the Google sign-up data, no password. */
export const postGoogleSignUp = (body: GoogleSignUpRequest) =>
  request({ method: 'POST', endpoint: googlePaths.signUp, body, ...quiet, schema: SignUpResponseSchema });
