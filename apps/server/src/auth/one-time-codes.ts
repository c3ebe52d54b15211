import { randomBytes } from 'node:crypto';
import { hashToken } from './tokens.ts';

/**
 * A code sent by email (confirm an address, reset a password): 32 random bytes in the link, only
 * its SHA-256 hash kept, so the database alone never yields a working link.
 */
export function makeOneTimeCode(ttlMs: number, now = new Date()) {
  const code = randomBytes(32).toString('base64url');
  return { code, codeHash: hashToken(code), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** A unique-index violation: two requests raced for the same name, or it was taken meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505',
  );
}
