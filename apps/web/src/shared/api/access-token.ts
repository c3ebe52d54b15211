import { ACCESS_TOKEN_RENEW_MARGIN_MS } from '../config/constants.ts';

/** What the access endpoint gives: the token and when it stops working (seconds since the epoch). */
export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: number;
}

// The access token lives in memory only: it is short-lived and a page load can fetch a new one
// from the refresh token, so nothing worth stealing is left in storage.
let cached: { token: string; expiresAtMs: number } | null = null;
let inFlight: Promise<string> | null = null;
// Bumped by clearAccessToken, so a refresh that finishes after a logout is thrown away.
let generation = 0;

/** The cached access token if it still has more than the renewal margin to live. */
export function cachedAccessToken(nowMs: number = Date.now()): string | null {
  if (cached && cached.expiresAtMs - ACCESS_TOKEN_RENEW_MARGIN_MS > nowMs) return cached.token;
  return null;
}

/**
 * A usable access token: the cached one, else a fresh one from `load`. Concurrent callers share
 * one in-flight refresh, so a screen that starts ten calls at once asks for one token, not ten.
 */
export function ensureAccessToken(load: () => Promise<IssuedAccessToken>): Promise<string> {
  const current = cachedAccessToken();
  if (current) return Promise.resolve(current);
  if (inFlight) return inFlight;
  const startedIn = generation;
  const refresh = load()
    .then(({ accessToken, expiresAt }) => {
      if (startedIn === generation) cached = { token: accessToken, expiresAtMs: expiresAt * 1000 };
      return accessToken;
    })
    .finally(() => {
      if (inFlight === refresh) inFlight = null;
    });
  inFlight = refresh;
  return refresh;
}

/** Forgets the access token (logout, or a 401 that says the server no longer accepts it). */
export function clearAccessToken(): void {
  cached = null;
  inFlight = null;
  generation += 1;
}
