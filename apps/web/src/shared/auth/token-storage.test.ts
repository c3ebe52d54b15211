import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../test/tokens.ts';
import { decodeTokenClaims, isTokenValid } from './jwt.ts';
import {
  clearRefreshToken,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_STORAGE_KEY,
  readRefreshToken,
  saveRefreshToken,
} from './token-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  clearRefreshToken();
});

/** Every string assigned to document.cookie during `run`. */
function cookiesWritten(run: () => void): string[] {
  let proto: object | null = document;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  const written: string[] = [];
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor?.set?.call(document, value);
  });
  run();
  spy.mockRestore();
  return written;
}

describe('token validity (spec §4)', () => {
  const now = Date.UTC(2030, 0, 1);
  it('is valid only when the token exists and expires in the future', () => {
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid(undefined, now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid('not.a-token', now)).toBe(false);
    expect(isTokenValid(makeToken({ exp: now / 1000 + 1 }), now)).toBe(true);
    expect(isTokenValid(makeToken({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(makeToken({ exp: now / 1000 - 60 }), now)).toBe(false);
  });

  it('decodes the claims without verifying, and accepts a single role string', () => {
    const claims = decodeTokenClaims(makeToken({ sub: '12', role: ['Student', 'Teacher'] }));
    expect(claims).toMatchObject({ sub: '12', role: ['Student', 'Teacher'], typ: 'refresh' });
    const single = makeToken();
    const [h, , sig] = single.split('.');
    const payload = btoa(JSON.stringify({ sub: '3', role: 'Parent', exp: 2_000_000_000, typ: 'refresh' }));
    expect(decodeTokenClaims(`${h}.${payload}.${sig}`)?.role).toEqual(['Parent']);
  });
});

describe('refresh token storage (spec §7)', () => {
  it('keeps the token in localStorage and a secure, strict, 14-day cookie on path /', () => {
    const token = makeToken();
    const written = cookiesWritten(() => saveRefreshToken(token));
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(token);
    expect(written).toHaveLength(1);
    const cookie = written[0];
    if (cookie === undefined) throw new Error('No cookie was written');
    expect(cookie.startsWith(`${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)};`)).toBe(true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(readRefreshToken()).toBe(token);
  });

  it('falls back to the cookie when localStorage has no token', () => {
    const token = makeToken();
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      `other=1; ${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    );
    expect(readRefreshToken()).toBe(token);
  });

  it('clears both places', () => {
    saveRefreshToken(makeToken());
    const written = cookiesWritten(() => clearRefreshToken());
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(written[0]).toContain('Max-Age=0');
    expect(written[0]).toContain('Path=/');
  });
});
