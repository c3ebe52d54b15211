/**
 * Tracking (spec §7 "Tracking", issue 32 point 1): a signed-in user's events, kept in the project's own
 * database and only with the visitor's analytics consent.
 */
export const trackingPaths = {
  trackingEvents: (userId: number | string) => `/api/v3/users/${userId}/tracking-events`,
  /** The spec's `{functions-api}/api/v3/user-events`: the functions API is this server. */
  userEvents: '/api/v3/user-events',
} as const;
