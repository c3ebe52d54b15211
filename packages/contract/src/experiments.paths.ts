/**
 * Experiments (spec §7 "Tracking", issue 32 point 3): a signed-in user's variant of each active
 * experiment, and the exposure to one recorded as a tracking event (with analytics consent only).
 */
export const experimentPaths = {
  experiments: (userId: number | string) => `/api/v3/users/${userId}/experiments`,
  /** The key is lower-case letters, digits and hyphens (the configuration checks it): nothing to encode. */
  exposures: (userId: number | string, key: string) => `/api/v3/users/${userId}/experiments/${key}/exposures`,
} as const;
