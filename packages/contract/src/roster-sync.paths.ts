/** A school's classes synced from a roster provider (issue 28): its runs and its mis-syncs. */
export const rosterSyncPaths = {
  sync: (schoolId: number | string, provider: string) => `/api/v3/schools/${schoolId}/sync/${provider}`,
  run: (schoolId: number | string, provider: string, runId: number | string) =>
    `/api/v3/schools/${schoolId}/sync/${provider}/runs/${runId}`,
  misSyncs: (schoolId: number | string, provider: string) =>
    `/api/v3/schools/${schoolId}/sync/${provider}/mis-syncs`,
} as const;
