import { randomUUID } from 'node:crypto';
import { type LoginRequest, primaryRole, type UserRole } from '@mathsight/contract/auth.ts';
import type { ServerLog } from '../../app-context.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { SessionRevocations } from '../../auth/session-revocations.ts';
import { hashToken, type TokenService } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { badRequest, tooManyRequests, unauthorised } from '../../http/errors.ts';
import type { AuthRepository } from './auth.repository.ts';
import { secondsToWait } from './sign-in-delay.ts';

export const LOGIN_MESSAGES = {
  incorrect: 'The username or password is incorrect.',
  tooMany: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
  wait: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again, or reset your password.`,
} as const;

/** Where a signed-in user of each non-teacher role belongs (spec §4: token redirect). */
export const ROLE_HOME: Record<UserRole, string> = { Teacher: '/', Student: '/student', Parent: '/parent' };

export class AuthService {
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly revocations: Pick<SessionRevocations, 'ended'>,
    private readonly config: Config,
    /** The security audit trail (issue 32: kept apart from analytics, whatever the consent). */
    private readonly audit?: ServerLog,
  ) {}

  /**
   * Checks the password and issues a revocable refresh token. Failures are counted per account (its
   * username and email share one counter; a name no account has gets its own, so delays reveal nothing)
   * with growing delays, and per address with a hard limit (decision 0009).
   */
  async login(input: LoginRequest, address: string) {
    const now = new Date();
    const since = new Date(now.getTime() - this.config.loginFailureWindowSeconds * 1000);
    const addressKey = `address:${address}`;
    const [user, addressFailures] = await Promise.all([
      this.repo.findUserForLogin(input.username),
      this.repo.recentFailures(addressKey, since),
    ]);
    if (addressFailures.count >= this.config.loginFailuresPerAddress) {
      this.audit?.warn({ audit: 'sign-in-refused', reason: 'address-limit' }, 'sign-in refused');
      throw tooManyRequests(LOGIN_MESSAGES.tooMany);
    }
    const account = user ? `account:${user.id}` : `login:${input.username.toLowerCase()}`;
    const accountFailures = await this.repo.recentFailures(account, since);
    const wait = secondsToWait(accountFailures, now, {
      freeFailures: this.config.loginFailuresPerAccount,
      capSeconds: this.config.loginDelayCapSeconds,
    });
    if (wait > 0) {
      this.audit?.warn(
        { audit: 'sign-in-refused', reason: 'account-delay', userId: user?.id ?? null },
        'sign-in refused',
      );
      throw tooManyRequests(LOGIN_MESSAGES.wait(wait));
    }

    // An unknown user still costs one hash check, so timing does not reveal which usernames exist.
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await this.#dummy(), input.password).then(() => false);
    if (!user || !ok) {
      await this.repo.recordFailures([account, addressKey]);
      // The typed name is not logged: people type passwords into the wrong box.
      this.audit?.warn({ audit: 'sign-in-failed', userId: user?.id ?? null }, 'sign-in failed');
      throw badRequest(LOGIN_MESSAGES.incorrect);
    }
    if (accountFailures.count > 0) await this.repo.clearFailures(account);

    const session = await this.startSession(user.id, user.roles as UserRole[]);
    this.audit?.info({ audit: 'sign-in', userId: user.id }, 'signed in');
    return { ...session, redirectTo: input.redirectTo ?? null };
  }

  /** A new sign-in (after login, or for an account just made): its first refresh token, a family of its own. */
  async startSession(userId: number, roles: UserRole[]) {
    const refresh = await this.tokens.issueRefresh(userId, roles);
    await this.repo.storeRefreshToken({
      userId,
      tokenHash: hashToken(refresh.token),
      expiresAt: new Date(refresh.expiresAt * 1000),
      familyId: randomUUID(),
    });
    return { refreshToken: refresh.token, userRole: primaryRole(roles) ?? 'Teacher' };
  }

  /**
   * A fresh access token and the refresh token that replaces the one sent (rotation). A rotated token
   * presented again after the grace (two tabs refreshing at once) means it was copied: every token of
   * its sign-in is revoked. Revoked, expired or tampered tokens get 401.
   */
  async access(refreshToken: string) {
    const verified = await this.tokens.verify(refreshToken, 'refresh');
    if (!verified) throw unauthorised();
    // The successor is signed first so that finding, rotating and storing take one statement; it
    // carries the roles the old token had (only the access token's roles are read fresh, below).
    const next = await this.tokens.issueRefresh(verified.userId, verified.roles, verified.expiresAt);
    const successor = {
      userId: verified.userId,
      tokenHash: hashToken(next.token),
      expiresAt: new Date(next.expiresAt * 1000),
    };
    const tokenHash = hashToken(refreshToken);
    const found = await this.repo.rotateRefreshToken({
      tokenHash,
      userId: verified.userId,
      successorHash: successor.tokenHash,
      successorExpiresAt: successor.expiresAt,
      newFamilyId: randomUUID(),
    });
    if (!found || found.userId !== verified.userId || found.expiresAt <= new Date()) throw unauthorised();
    if (!found.rotated) {
      // Already exchanged (or by another request a moment ago: judge it as it is now). Only another
      // tab's refresh within the grace goes on; anything else is a copy, so the sign-in ends.
      const stored = found.revokedAt ? found : ((await this.repo.findRefreshToken(tokenHash)) ?? found);
      if (!(await this.#reusableWithinGrace(stored.rotatedAt, found.familyId))) {
        this.revocations.ended(await this.repo.endFamily(found.familyId));
        throw unauthorised();
      }
      await this.repo.storeRefreshToken({ ...successor, familyId: found.familyId });
    }

    // Roles are read again (in the same statement) so a changed role takes effect at the next refresh.
    const roles = found.roles as UserRole[];
    if (roles.length === 0) throw unauthorised();
    // The access token names its sign-in, so ending the sign-in stops it at once (decision 0025).
    const access = await this.tokens.issueAccess(verified.userId, roles, found.familyId);
    return {
      accessToken: access.token,
      expiresAt: access.expiresAt,
      userRole: primaryRole(roles) ?? 'Teacher',
      refreshToken: next.token,
    };
  }

  /** A token rotated within the grace, of a sign-in nobody ended, is another tab's concurrent refresh. */
  async #reusableWithinGrace(rotatedAt: Date | null, familyId: string): Promise<boolean> {
    if (!rotatedAt) return false;
    if (Date.now() - rotatedAt.getTime() > this.config.refreshReuseGraceSeconds * 1000) return false;
    return !(await this.repo.familyIsRevoked(familyId));
  }

  /**
   * Logout ends the whole sign-in: the token sent, any sibling a concurrent refresh made, and its
   * access tokens, refused here at once and by the other nodes when the NOTIFY reaches them. Other
   * sign-ins of the same account (another device) go on.
   */
  async revoke(refreshToken: string) {
    this.revocations.ended(await this.repo.endSignIn(hashToken(refreshToken)));
  }

  redirectFor(roles: UserRole[]) {
    return { url: ROLE_HOME[primaryRole(roles) ?? 'Teacher'] };
  }

  #dummy() {
    this.#dummyHash ??= hashPassword('not-a-real-password', this.config.argon2);
    return this.#dummyHash;
  }
}
