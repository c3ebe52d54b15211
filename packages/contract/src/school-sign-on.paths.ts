/** Signing in through the school's provider (issue 28 point 2, spec §7 Auth: the Clever-shaped sign-on). */
export const schoolSignOnPaths = {
  cleverStatus: () => '/api/v3/tokens/clever-status',
  cleverLogin: () => '/api/v3/clever-login',
  cleverLoginCallback: () => '/api/v3/clever-login-callback',
  signOnTokens: () => '/api/v3/tokens/sign-on',
} as const;
