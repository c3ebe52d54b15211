import type { PasswordResetRequest } from '@mathsight/contract/auth.ts';
import { makeOneTimeCode } from '../../auth/one-time-codes.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SessionRevocations } from '../../auth/session-revocations.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { errorReason } from '../../shared/redact-error.ts';
import { passwordChangedMail, resetMail } from './password-reset-mails.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';

/** A link lasts an hour (issue 12). */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Links an account may be sent in an hour: enough for a lost email, too few to flood an inbox. */
export const RESETS_PER_HOUR = 3;

export const RESET_MESSAGES = {
  requested:
    "If an account with that username or email address exists and has an email address, we've sent it a link to choose a new password. Students without an email address: ask your teacher to reset your password.",
} as const;

type Log = { warn(o: object, msg: string): void };

/**
 * Forgotten passwords (spec §7: POST password-resets with userName and targetSite). The request is
 * answered at once and identically whether or not the account exists; the lookup and the email
 * happen after the answer, so neither the words nor the time say whose accounts exist.
 */
export class PasswordResetsService {
  /** Requests are dealt with one after another, after their answer has gone. */
  #pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: PasswordResetsRepository,
    private readonly mail: MailService,
    private readonly revocations: Pick<SessionRevocations, 'ended'>,
    private readonly config: Pick<Config, 'argon2' | 'publicUrl'>,
    private readonly log: Log,
  ) {}

  request(input: PasswordResetRequest): { message: string } {
    this.#pending = this.#pending
      .then(() => this.#sendLink(input.userName))
      .catch((error: unknown) =>
        this.log.warn({ reason: errorReason(error) }, 'password reset link not sent'),
      );
    return { message: RESET_MESSAGES.requested };
  }

  async #sendLink(login: string) {
    const account = await this.repo.findAccount(login);
    if (!account?.email) return;
    const since = new Date(Date.now() - 60 * 60 * 1000);
    if ((await this.repo.countSince(account.id, since)) >= RESETS_PER_HOUR) return;
    const { code, codeHash, expiresAt } = makeOneTimeCode(RESET_TTL_MS);
    await this.repo.insert({ userId: account.id, codeHash, expiresAt });
    await this.mail.send({
      to: account.email,
      toName: account.firstName,
      kind: 'transactional',
      userId: account.id,
      content: resetMail(account.firstName, appUrl(this.config, `/login/reset-password/${code}`)),
      secrets: [code],
    });
  }

  /** GET password-resets/{code}: whether the link still works (404 alike for unknown, used and expired). */
  async check(code: string): Promise<{ firstName: string }> {
    const found = await this.repo.findUsable(hashToken(code), new Date());
    if (!found) throw notFound();
    return { firstName: found.firstName };
  }

  /** PUT password-resets/{code}: the new password, every sign-in ended, and a notice to the address. */
  async complete(code: string, password: string): Promise<void> {
    const now = new Date();
    const found = await this.repo.findUsable(hashToken(code), now);
    if (!found) throw notFound();
    const problem = passwordProblem(password, [
      found.firstName,
      found.lastName,
      found.userName,
      found.email ?? '',
    ]);
    if (problem) throw badRequest(MESSAGES.invalid, { password: [problem] });
    const passwordHash = await hashPassword(password, this.config.argon2);
    const ended = await this.repo.reset({ id: found.id, userId: found.userId, passwordHash, now });
    if (!ended) throw notFound();
    // The old sign-ins' access tokens stop here at once; other nodes hear it by NOTIFY (decision 0025).
    this.revocations.ended(ended);
    if (found.email) {
      await this.mail.send({
        to: found.email,
        kind: 'transactional',
        userId: found.userId,
        content: passwordChangedMail(found.firstName, appUrl(this.config, '/login')),
        secrets: [],
      });
    }
  }
}
