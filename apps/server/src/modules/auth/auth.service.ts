import { type LoginRequest, primaryRole, type UserRole } from '@mathsight/contract/auth.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, type TokenService } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { badRequest, tooManyRequests, unauthorised } from '../../http/errors.ts';
import type { AuthRepository } from './auth.repository.ts';

export const LOGIN_MESSAGES = {
  incorrect: 'The username or password is incorrect.',
  tooMany: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
} as const;

/** Where a signed-in user of each non-teacher role belongs (spec §4: token redirect). */
export const ROLE_HOME: Record<UserRole, string> = { Teacher: '/', Student: '/student', Parent: '/parent' };

export class AuthService {
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly config: Config,
  ) {}

  /** Checks the password and issues a revocable refresh token, counting failures per account and address. */
  async login(input: LoginRequest, address: string) {
    const account = `account:${input.username.toLowerCase()}`;
    const addressKey = `address:${address}`;
    const since = new Date(Date.now() - this.config.loginFailureWindowSeconds * 1000);
    const [accountFailures, addressFailures] = await Promise.all([
      this.repo.countRecentFailures(account, since),
      this.repo.countRecentFailures(addressKey, since),
    ]);
    if (
      accountFailures >= this.config.loginFailuresPerAccount ||
      addressFailures >= this.config.loginFailuresPerAddress
    ) {
      throw tooManyRequests(LOGIN_MESSAGES.tooMany);
    }

    const user = await this.repo.findUserForLogin(input.username);
    // An unknown user still costs one hash check, so timing does not reveal which usernames exist.
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await this.#dummy(), input.password).then(() => false);
    if (!user || !ok) {
      await this.repo.recordFailures([account, addressKey]);
      throw badRequest(LOGIN_MESSAGES.incorrect);
    }
    if (accountFailures > 0) await this.repo.clearFailures(account);

    const roles = user.roles as UserRole[];
    const refresh = await this.tokens.issueRefresh(user.id, roles);
    await this.repo.storeRefreshToken(user.id, hashToken(refresh.token), new Date(refresh.expiresAt * 1000));
    return {
      refreshToken: refresh.token,
      redirectTo: input.redirectTo ?? null,
      userRole: primaryRole(roles) ?? 'Teacher',
    };
  }

  /** A fresh access token for a live refresh token; revoked, expired or tampered ones get 401. */
  async access(refreshToken: string) {
    const verified = await this.tokens.verify(refreshToken, 'refresh');
    if (!verified) throw unauthorised();
    const live = await this.repo.findLiveRefreshToken(hashToken(refreshToken));
    if (!live || live.userId !== verified.userId) throw unauthorised();
    // Roles are read again so a changed role takes effect at the next refresh.
    const roles = ((await this.repo.findRoles(verified.userId)) ?? []) as UserRole[];
    if (roles.length === 0) throw unauthorised();
    const access = await this.tokens.issueAccess(verified.userId, roles);
    return {
      accessToken: access.token,
      expiresAt: access.expiresAt,
      userRole: primaryRole(roles) ?? 'Teacher',
    };
  }

  async revoke(refreshToken: string) {
    await this.repo.revokeRefreshToken(hashToken(refreshToken));
  }

  redirectFor(roles: UserRole[]) {
    return { url: ROLE_HOME[primaryRole(roles) ?? 'Teacher'] };
  }

  #dummy() {
    this.#dummyHash ??= hashPassword('not-a-real-password', this.config.argon2);
    return this.#dummyHash;
  }
}
