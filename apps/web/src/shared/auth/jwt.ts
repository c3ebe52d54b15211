import {
  primaryRole,
  readTokenClaims,
  type TokenClaims,
  type UserRole,
} from '@mathsight/contract/auth-rules.ts';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without verifying its signature: the browser only needs them to know
 * when the token expires and which role it carries. The server verifies every token it receives.
 * Null for anything that is not a well-formed token with the claims the contract describes.
 * The contract's Zod-free reader is used (the same rule as TokenClaimsSchema), because every
 * page asks this before it renders and Zod stays out of the first download.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const raw = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    // Some issuers write a single role as a string rather than a list.
    if (typeof raw.role === 'string') raw.role = [raw.role];
    return readTokenClaims(raw);
  } catch {
    return null;
  }
}

/** Spec §4: a token is valid only when it exists and its expiry time is in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeTokenClaims(token);
  return claims !== null && claims.exp * 1000 > nowMs;
}

/** The role a token carries; Teacher wins when it carries several (spec §6). */
export function roleOfToken(token: string | null | undefined): UserRole | null {
  const claims = decodeTokenClaims(token);
  return claims ? primaryRole(claims.role) : null;
}
