import {
  COOKIE_CONSENT_COOKIE_NAME,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  type CookieCategory,
  type CookieConsent,
  type CookiePreferences,
  createCookieConsent,
  parseCookieConsent,
  serialiseCookieConsent,
} from '@mathsight/contract/cookie-consent.ts';

/**
 * The visitor's cookie choice (spec §2 "Cookie banner", §9 "Cookie consent 365 days").
 *
 * The choice is written twice: to localStorage (with an expiry time, read first) and to a
 * `cookie_consent` cookie (max-age 365 days, path /, SameSite=Lax), which the server can read and
 * which survives logout, since logout clears localStorage (spec §4). Either copy is enough to
 * know the choice; an expired or malformed copy counts as no choice.
 */

// The stored form is shared with the server, which reads the cookie (issue 32): one parser for both.
export * from '@mathsight/contract/cookie-consent.ts';

export const COOKIE_CONSENT_STORAGE_KEY = 'mathsight.cookie-consent';

export const ACCEPT_ALL_COOKIES: CookiePreferences = { functional: true, analytics: true };
export const REJECT_OPTIONAL_COOKIES: CookiePreferences = { functional: false, analytics: false };

const CHANGE_EVENT = 'mathsight:cookie-consent-change';

/** The `document.cookie` assignment that stores a choice (or, with max-age 0, removes it). */
export function consentCookieString(value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${COOKIE_CONSENT_COOKIE_NAME}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The raw value of one cookie from a `document.cookie` string. */
export function readCookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's current, unexpired cookie choice, or null when the banner should ask. */
export function readCookieConsent(now: number = Date.now()): CookieConsent | null {
  return (
    parseCookieConsent(readStorage(), now) ??
    parseCookieConsent(readCookieValue(document.cookie, COOKIE_CONSENT_COOKIE_NAME), now)
  );
}

/** Whether the visitor has allowed a category; essential cookies are always allowed. */
export function hasCookieConsent(category: CookieCategory, now: number = Date.now()): boolean {
  if (category === 'essential') return true;
  return readCookieConsent(now)?.[category] === true;
}

/** Stores a choice for 365 days and tells every subscriber. */
export function saveCookieConsent(preferences: CookiePreferences, now: number = Date.now()): CookieConsent {
  const consent = createCookieConsent(preferences, now);
  const value = serialiseCookieConsent(consent);
  try {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage can be full or blocked; the cookie still holds the choice.
  }
  writeConsentCookie(consentCookieString(value, COOKIE_CONSENT_MAX_AGE_SECONDS, isSecurePage()));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return consent;
}

/** Forgets the choice, so the banner asks again. */
export function clearCookieConsent(): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  writeConsentCookie(consentCookieString('', 0, isSecurePage()));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` whenever the choice changes, in this tab or another. Returns the unsubscribe. */
export function subscribeCookieConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeConsentCookie(cookie: string): void {
  // The Cookie Store API is asynchronous and missing from Firefox; a synchronous write keeps the
  // choice and the banner in step.
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = cookie;
}

function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}
