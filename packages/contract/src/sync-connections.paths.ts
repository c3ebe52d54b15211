/** A school's connections to its roster providers (issue 28) and the OAuth callback that completes one. */
export const syncConnectionPaths = {
  connections: (schoolId: number | string) => `/api/v3/schools/${schoolId}/sync/connections`,
  connection: (schoolId: number | string, provider: string) =>
    `/api/v3/schools/${schoolId}/sync/${provider}/connection`,
  callback: () => '/api/v3/sync/connection-callback',
  /** POST: make (or ask to join) the school of the caller's Clever district (spec §7 Schools). */
  cleverSchool: () => '/api/v3/schools/clever',
} as const;
