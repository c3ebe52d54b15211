/**
 * The account's calls: tokens (sign-in, sign-out), the user, email confirmations and preferences, passwords.
 * Each resource's paths live beside its schemas (decision 0042), so client and server agree on one string.
 */
export const apiPaths = {
  login: '/api/v3/tokens/login-redirect',
  access: '/api/v3/tokens/access',
  tokenRedirect: '/api/v3/tokens/redirect',
  revoke: '/api/v3/tokens/revoke',
  me: '/api/v4/users/me',
  user: (id: number | string) => `/api/v3/users/${id}`,
  userState: (id: number | string) => `/api/v3/users/${id}/state`,
  heartbeat: (id: number | string) => `/api/v3/users/${id}/heartbeat`,
  users: '/api/v3/users',
  emailConfirmations: '/api/v3/email-confirmations',
  emailConfirmation: (code: string) => `/api/v3/email-confirmations/${code}`,
  passwordResets: '/api/v3/password-resets',
  emailPreferences: '/api/v3/email-preferences',
  myEmailPreferences: '/api/v3/users/me/email-preferences',
  myEmailChange: '/api/v3/users/me/email-change',
  /** DELETE: the signed-in user deletes their own account. */
  myAccount: '/api/v3/users/me',
  userPassword: (id: number | string) => `/api/v3/users/${id}/password`,
  passwordReset: (code: string) => `/api/v3/password-resets/${code}`,
} as const;
