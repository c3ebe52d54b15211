/**
 * The visitor's cookie choice as it is stored (spec §2 "Cookie banner", §9 "Cookie consent 365 days"),
 * shared by the web, which writes it, and the server, which reads the `cookie_consent` cookie to record
 * analytics only for a visitor who accepted them (issue 32 point 1). An expired or malformed copy counts
 * as no choice.
 */

export type CookieCategory = 'essential' | 'functional' | 'analytics';

/** What the visitor can switch; essential cookies are always on. */
export interface CookiePreferences {
  functional: boolean;
  analytics: boolean;
}

export interface CookieConsent extends CookiePreferences {
  essential: true;
  /** When the choice was made, ms since the epoch. */
  savedAt: number;
  /** When the choice lapses and the banner asks again, ms since the epoch. */
  expiresAt: number;
}

export const COOKIE_CONSENT_COOKIE_NAME = 'cookie_consent';
/** Spec §9: the choice is kept for 365 days. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function createCookieConsent(preferences: CookiePreferences, now: number): CookieConsent {
  return {
    essential: true,
    functional: preferences.functional,
    analytics: preferences.analytics,
    savedAt: now,
    expiresAt: now + COOKIE_CONSENT_MAX_AGE_SECONDS * 1000,
  };
}

/** A stored choice, or null when it is missing, malformed or expired at `now`. */
export function parseCookieConsent(raw: string | null | undefined, now: number): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { functional, analytics, savedAt, expiresAt } = value as Record<string, unknown>;
  if (typeof functional !== 'boolean' || typeof analytics !== 'boolean') return null;
  if (typeof savedAt !== 'number' || typeof expiresAt !== 'number') return null;
  if (!(expiresAt > now)) return null;
  return { essential: true, functional, analytics, savedAt, expiresAt };
}

export function serialiseCookieConsent(consent: CookieConsent): string {
  const { functional, analytics, savedAt, expiresAt } = consent;
  return JSON.stringify({ functional, analytics, savedAt, expiresAt });
}
