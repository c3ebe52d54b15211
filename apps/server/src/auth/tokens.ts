import { createHash, randomUUID } from 'node:crypto';
import type { UserRole } from '@mathsight/contract/auth.ts';
import { jwtVerify, SignJWT } from 'jose';

export interface VerifiedToken {
  userId: number;
  roles: UserRole[];
  expiresAt: number;
  /** The sign-in (refresh-token family) an access or realtime token was issued for: its `sid` claim. */
  sessionId: string | null;
}

const ISSUER = 'mathsight';
const MAX_REMEMBERED_ACCESS_TOKENS = 10_000;

/** Signs and checks the two JWTs: a long-lived refresh token and a short-lived access token. */
export class TokenService {
  readonly #key: Uint8Array;
  readonly #accessTtl: number;
  readonly #refreshTtl: number;

  constructor(key: Uint8Array, ttl: { accessSeconds: number; refreshSeconds: number }) {
    this.#key = key;
    this.#accessTtl = ttl.accessSeconds;
    this.#refreshTtl = ttl.refreshSeconds;
  }

  /**
   * A new refresh token; its SHA-256 is what the database keeps, so it can be revoked. A rotated one
   * keeps its sign-in's expiry (`expiresAt`), so a session still ends 14 days after signing in.
   */
  async issueRefresh(userId: number, roles: UserRole[], expiresAt = nowSeconds() + this.#refreshTtl) {
    const token = await this.#sign(userId, roles, 'refresh', expiresAt, randomUUID(), null);
    return { token, expiresAt };
  }

  /** An access token of one sign-in (`sessionId`): it stops working when that sign-in ends (decision 0025). */
  async issueAccess(userId: number, roles: UserRole[], sessionId: string) {
    const expiresAt = nowSeconds() + this.#accessTtl;
    const token = await this.#sign(userId, roles, 'access', expiresAt, randomUUID(), sessionId);
    return { token, expiresAt };
  }

  /**
   * A short-lived token for the live-answers socket (passed in its query string, so never an access
   * token), of the sign-in whose access token asked for it.
   */
  async issueRealtime(userId: number, roles: UserRole[], seconds: number, sessionId: string) {
    const expiresAt = nowSeconds() + seconds;
    const token = await this.#sign(userId, roles, 'realtime', expiresAt, randomUUID(), sessionId);
    return { token, expiresAt };
  }

  /** The token's claims, or null when it is malformed, tampered with, expired or of the other kind. */
  async verify(token: string, typ: 'access' | 'refresh' | 'realtime'): Promise<VerifiedToken | null> {
    if (typ === 'access') {
      const known = this.#verifiedAccess.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds()) return known;
        this.#verifiedAccess.delete(token);
      }
    }
    const verified = await this.#verify(token, typ);
    if (verified && typ === 'access') this.#remember(token, verified);
    return verified;
  }

  /**
   * Access tokens already checked, until they expire. Every call carries one, and the signature check
   * costs far more than the rest of a cached read. Whether the token's sign-in has ended is asked
   * afterwards, on every call (SessionRevocations), so remembering a token never outlives its revocation.
   */
  readonly #verifiedAccess = new Map<string, VerifiedToken>();

  #remember(token: string, verified: VerifiedToken) {
    if (this.#verifiedAccess.size >= MAX_REMEMBERED_ACCESS_TOKENS) {
      const oldest = this.#verifiedAccess.keys().next().value;
      if (oldest !== undefined) this.#verifiedAccess.delete(oldest);
    }
    this.#verifiedAccess.set(token, verified);
  }

  async #verify(token: string, typ: 'access' | 'refresh' | 'realtime'): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
        return null;
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return null;
      const roles = Array.isArray(payload.role) ? (payload.role as UserRole[]) : [];
      const sessionId = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
      return { userId, roles, expiresAt: payload.exp, sessionId };
    } catch {
      return null;
    }
  }

  #sign(
    userId: number,
    roles: UserRole[],
    typ: 'access' | 'refresh' | 'realtime',
    expiresAt: number,
    jti: string,
    sessionId: string | null,
  ) {
    return new SignJWT({ role: roles, typ, ...(sessionId !== null && { sid: sessionId }) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(expiresAt)
      .sign(this.#key);
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
