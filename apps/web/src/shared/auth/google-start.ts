import { googlePaths } from '@mathsight/contract/google-sign-in.paths.ts';
import { GoogleAuthorizeResponseSchema, GoogleStatusSchema } from '@mathsight/contract/google-sign-in.ts';
import { request } from '../api/http-client.ts';

/**
 * The calls that start a Google sign-in, shared by the sign-in and sign-up pages' button (the rest of
 * the flow is features/google-sign-in). Public and silent: the button shows its own failure.
 */
export const getGoogleStatus = () =>
  request({
    method: 'GET',
    endpoint: googlePaths.status,
    auth: false,
    notify: false,
    schema: GoogleStatusSchema,
  });

/** POST v3/tokens/google-authorize: where to send the browser to sign in with Google. */
export const postGoogleAuthorize = (purpose: 'signin' | 'signup') =>
  request({
    method: 'POST',
    endpoint: googlePaths.authorize,
    body: { redirectUri: `${window.location.origin}/oauth-login`, purpose },
    auth: false,
    notify: false,
    schema: GoogleAuthorizeResponseSchema,
  });
