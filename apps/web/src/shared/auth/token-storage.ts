import { TOKEN_COOKIE_MAX_AGE_DAYS } from '../config/constants.ts';

/** Where the refresh token lives in localStorage. */
export const REFRESH_TOKEN_STORAGE_KEY = 'mathsight.refreshToken';
/** The cookie that carries the same token, so other Mathsight apps on this host can read it. */
export const REFRESH_TOKEN_COOKIE = 'mathsight_refresh_token';

function cookieAttributes(maxAgeSeconds: number): string {
  const host = window.location.hostname;
  // A Domain attribute equal to the current host scopes the cookie to it and its subdomains.
  // Browsers refuse Domain=localhost and IP addresses, where a host-only cookie is the same thing.
  const isLocal = host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':');
  const domain = isLocal ? '' : `; Domain=${host}`;
  return `; Path=/${domain}; Max-Age=${maxAgeSeconds}; Secure; SameSite=Strict`;
}

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser we support
  document.cookie = cookie;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    // An emptied cookie can linger until the browser drops it; empty means none.
    if (key === name && rest.join('=') !== '') return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The stored refresh token: localStorage first, else the cookie a sibling app may have set. */
export function readRefreshToken(): string | null {
  try {
    const stored = window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage can be disabled (private modes, policies); the cookie still works then.
  }
  return readCookie(REFRESH_TOKEN_COOKIE);
}

/** Keeps the refresh token in localStorage and a cookie (spec §7: path /, secure, strict, 14 days). */
export function saveRefreshToken(token: string): void {
  try {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, token);
  } catch {
    // See readRefreshToken.
  }
  writeCookie(
    `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)}${cookieAttributes(TOKEN_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60)}`,
  );
}

/** Forgets the refresh token in both places. */
export function clearRefreshToken(): void {
  try {
    window.localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  } catch {
    // See readRefreshToken.
  }
  writeCookie(`${REFRESH_TOKEN_COOKIE}=${cookieAttributes(0)}`);
}
