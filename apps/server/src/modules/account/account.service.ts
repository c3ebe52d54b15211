import type { EmailPreferences, UserRole } from '@mathsight/contract/auth.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { SessionRevocations } from '../../auth/session-revocations.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { assertSelf } from '../../policies/roles.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmailConfirmationService } from '../email-confirmations/email-confirmations.service.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import type { AccountRepository } from './account.repository.ts';
import { emailChangeNotice } from './account-mails.ts';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That is not your current password.',
  sameEmail: 'That is already your email address.',
  emailTaken: 'Another account uses this email address.',
  notMember: 'You are not a member of this school.',
  onlyAdministrator: (names: string[]) =>
    `You are the only administrator of ${names.join(' and ')}. Make another teacher an administrator first, so the school can still be run.`,
} as const;

/**
 * /account (issue 12): a signed-in user changes their email address (by a link to the new one),
 * their password (knowing the current one; every other sign-in ends) and which emails they get,
 * leaves a school, or deletes their account.
 */
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly auth: AuthService,
    private readonly confirmations: EmailConfirmationService,
    private readonly preferences: EmailPreferencesService,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly revocations: Pick<SessionRevocations, 'ended'>,
    private readonly config: Pick<Config, 'argon2'>,
  ) {}

  /** DELETE schools/{id}/teachers/me: the caller leaves a school, unless they alone can run it. */
  async leaveSchool(caller: Caller, schoolId: number) {
    const only = await this.repo.schoolsOnlyThey(caller.userId, schoolId);
    if (only.length > 0) throw conflict(ACCOUNT_MESSAGES.onlyAdministrator(only.map((s) => s.name)));
    if (!(await this.repo.leaveSchool(caller.userId, schoolId))) throw notFound();
    await this.changes.publish({ userId: caller.userId });
    await this.changes.publish({ schoolId });
  }

  /**
   * DELETE users/me: the caller deletes their own account, knowing its password, unless they alone
   * can run a school other teachers are in. Their answers and the work they set stay, without them.
   */
  async deleteAccount(caller: Caller, password: string) {
    const user = await this.repo.findUser(caller.userId);
    if (!user) throw notFound();
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw badRequest(MESSAGES.invalid, { password: [ACCOUNT_MESSAGES.wrongPassword] });
    }
    const only = await this.repo.schoolsOnlyThey(caller.userId);
    if (only.length > 0) throw conflict(ACCOUNT_MESSAGES.onlyAdministrator(only.map((s) => s.name)));
    const deleted = await this.repo.deleteAccount(caller.userId);
    if (!deleted) throw notFound();
    // Their access tokens stop here at once; other nodes hear it by NOTIFY (decision 0025).
    this.revocations.ended(deleted.sessionIds);
    await this.changes.publish({ userId: caller.userId });
    for (const schoolId of deleted.schoolIds) await this.changes.publish({ schoolId });
  }

  async changeEmail(caller: Caller, email: string): Promise<{ pendingEmail: string }> {
    const user = await this.repo.findUser(caller.userId);
    if (!user) throw notFound();
    if (email.toLowerCase() === (user.email ?? '').toLowerCase()) {
      throw badRequest(MESSAGES.invalid, { email: [ACCOUNT_MESSAGES.sameEmail] });
    }
    if (await this.repo.emailTakenByOther(user.id, email)) {
      throw badRequest(MESSAGES.invalid, { email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    await this.confirmations.start({ userId: user.id, email, firstName: user.firstName });
    if (user.email) {
      await this.mail.send({
        to: user.email,
        kind: 'transactional',
        userId: user.id,
        content: emailChangeNotice(user.firstName, email),
        secrets: [],
      });
    }
    return { pendingEmail: email };
  }

  async changePassword(caller: Caller, userId: number, currentPassword: string, newPassword: string) {
    assertSelf(caller, userId);
    const user = await this.repo.findUser(userId);
    if (!user) throw notFound();
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest(MESSAGES.invalid, { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    }
    const problem = passwordProblem(newPassword, [
      user.firstName,
      user.lastName,
      user.userName,
      user.email ?? '',
    ]);
    if (problem) throw badRequest(MESSAGES.invalid, { newPassword: [problem] });
    const ended = await this.repo.changePassword(userId, await hashPassword(newPassword, this.config.argon2));
    // Every sign-in ended with the old password, this one too (its tokens may be what was copied);
    // this device goes on with a new sign-in, whose refresh token gets it a new access token.
    this.revocations.ended(ended);
    const session = await this.auth.startSession(userId, user.roles as UserRole[]);
    return { refreshToken: session.refreshToken };
  }

  myPreferences(caller: Caller): Promise<EmailPreferences> {
    return this.preferences.forUser(caller.userId);
  }

  saveMyPreferences(caller: Caller, choices: EmailPreferences['preferences']): Promise<EmailPreferences> {
    return this.preferences.saveForUser(caller.userId, choices);
  }
}
