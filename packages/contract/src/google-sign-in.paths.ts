/** Google sign-in and sign-up (issue 28, spec §7 Auth). */
export const googlePaths = {
  /** GET: whether Google sign-in is on (a client id is configured). */
  status: '/api/v3/tokens/google-status',
  /** POST: starts the authorisation code flow (PKCE, state, nonce kept server-side); answers the URL. */
  authorize: '/api/v3/tokens/google-authorize',
  /** POST: exchanges the code the provider sent back to /oauth-login. */
  tokenRedirect: '/api/v3/tokens/google-token-redirect',
  /** GET ?googleToken=: signs in with a ticket (after linking or sign-up). */
  tokenSignIn: '/api/v3/GoogleTokenSignIn',
  /** POST: proves the same-email password account is the person's, links it, signs in. */
  link: '/api/v3/tokens/google-link',
  /** POST: creates a teacher account from a Google sign-up ticket (no password). */
  signUp: '/api/v3/users/google',
} as const;
