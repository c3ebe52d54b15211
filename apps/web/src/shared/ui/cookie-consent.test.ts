import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL_COOKIES,
  COOKIE_CONSENT_COOKIE_NAME,
  COOKIE_CONSENT_STORAGE_KEY,
  clearCookieConsent,
  consentCookieString,
  createCookieConsent,
  hasCookieConsent,
  parseCookieConsent,
  REJECT_OPTIONAL_COOKIES,
  readCookieConsent,
  readCookieValue,
  saveCookieConsent,
  serialiseCookieConsent,
  subscribeCookieConsent,
} from './cookie-consent.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 8, 1, 9, 0, 0);

afterEach(() => {
  clearCookieConsent();
});

describe('createCookieConsent', () => {
  it('keeps the choice for 365 days, with essential cookies always on', () => {
    const consent = createCookieConsent({ functional: true, analytics: false }, NOW);
    expect(consent).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      savedAt: NOW,
      expiresAt: NOW + 365 * DAY,
    });
  });
});

describe('parseCookieConsent', () => {
  const stored = serialiseCookieConsent(createCookieConsent(ACCEPT_ALL_COOKIES, NOW));

  it('reads back what was stored', () => {
    expect(parseCookieConsent(stored, NOW + DAY)).toMatchObject({ functional: true, analytics: true });
  });

  it('treats a choice as gone once 365 days have passed', () => {
    expect(parseCookieConsent(stored, NOW + 365 * DAY - 1)).not.toBeNull();
    expect(parseCookieConsent(stored, NOW + 365 * DAY)).toBeNull();
  });

  it('treats missing or malformed values as no choice', () => {
    expect(parseCookieConsent(null, NOW)).toBeNull();
    expect(parseCookieConsent('', NOW)).toBeNull();
    expect(parseCookieConsent('yes', NOW)).toBeNull();
    expect(parseCookieConsent('null', NOW)).toBeNull();
    expect(
      parseCookieConsent('{"functional":"yes","analytics":true,"savedAt":1,"expiresAt":9e15}', NOW),
    ).toBeNull();
    expect(parseCookieConsent('{"functional":true,"analytics":true}', NOW)).toBeNull();
  });
});

describe('consentCookieString', () => {
  it('sets max-age 365 days, path / and SameSite=Lax', () => {
    expect(consentCookieString('{"a":1}', 31_536_000, false)).toBe(
      'cookie_consent=%7B%22a%22%3A1%7D; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure on HTTPS pages', () => {
    expect(consentCookieString('x', 1, true)).toMatch(/; Secure$/);
  });
});

describe('readCookieValue', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookieValue('a=1; cookie_consent=%7B%7D; b=2', 'cookie_consent')).toBe('{}');
    expect(readCookieValue('a=1', 'cookie_consent')).toBeNull();
    expect(readCookieValue('', 'cookie_consent')).toBeNull();
    expect(readCookieValue('xcookie_consent=1', 'cookie_consent')).toBeNull();
  });
});

describe('saving and reading the choice', () => {
  it('has no choice at first', () => {
    expect(readCookieConsent()).toBeNull();
    expect(hasCookieConsent('analytics')).toBe(false);
    expect(hasCookieConsent('essential')).toBe(true);
  });

  it('stores the choice in localStorage and in the cookie', () => {
    saveCookieConsent({ functional: false, analytics: true }, NOW);
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      functional: false,
      analytics: true,
      expiresAt: NOW + 365 * DAY,
    });
    expect(readCookieValue(document.cookie, COOKIE_CONSENT_COOKIE_NAME)).toContain('"analytics":true');
    expect(readCookieConsent(NOW + DAY)).toMatchObject({ functional: false, analytics: true });
    expect(hasCookieConsent('analytics', NOW + DAY)).toBe(true);
    expect(hasCookieConsent('functional', NOW + DAY)).toBe(false);
  });

  it('still knows the choice from the cookie after localStorage is cleared (as logout does)', () => {
    saveCookieConsent(REJECT_OPTIONAL_COOKIES, NOW);
    localStorage.clear();
    expect(readCookieConsent(NOW + DAY)).toMatchObject({ functional: false, analytics: false });
  });

  it('forgets the choice when cleared', () => {
    saveCookieConsent(ACCEPT_ALL_COOKIES, NOW);
    clearCookieConsent();
    expect(readCookieConsent(NOW)).toBeNull();
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCookieConsent(listener);
    saveCookieConsent(ACCEPT_ALL_COOKIES);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearCookieConsent();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
