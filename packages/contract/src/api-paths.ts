/** Every HTTP path the web app calls, built in one place so client and server agree. */
export const apiPaths = {
  login: '/api/v3/tokens/login-redirect',
  access: '/api/v3/tokens/access',
  tokenRedirect: '/api/v3/tokens/redirect',
  revoke: '/api/v3/tokens/revoke',
  me: '/api/v4/users/me',
  user: (id: number | string) => `/api/v3/users/${id}`,
  userState: (id: number | string) => `/api/v3/users/${id}/state`,
  heartbeat: (id: number | string) => `/api/v3/users/${id}/heartbeat`,
} as const;
