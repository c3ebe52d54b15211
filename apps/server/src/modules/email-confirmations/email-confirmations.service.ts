import { isUniqueViolation, makeOneTimeCode } from '../../auth/one-time-codes.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { confirmationMail } from './confirmation-mail.ts';
import type { EmailConfirmationsRepository, NewConfirmation } from './email-confirmations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link works for a week: long enough for a teacher who signs up on Friday. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** Links a user may ask for in an hour: enough for a lost email, too few to spam an address. */
export const CONFIRMATIONS_PER_HOUR = 5;

export const CONFIRMATION_MESSAGES = {
  noEmail: 'Your account has no email address to confirm.',
  tooMany:
    'We have sent several links in the last hour. Please check your inbox (and spam folder), or try again later.',
  taken: 'That email address now belongs to another account, so it cannot be confirmed for yours.',
} as const;

export type ConfirmationRecipient = { userId: number; email: string; firstName: string };

/**
 * Email addresses confirmed by link: at sign-up (started with the account, in its transaction) and
 * when a user changes their address (the new one replaces the old only once confirmed).
 */
export class EmailConfirmationService {
  constructor(
    private readonly repo: EmailConfirmationsRepository,
    private readonly mail: MailService,
    private readonly changes: ContextChanges,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  /** A new link for an address, for a caller that stores it in its own transaction and then calls `send`. */
  prepare(email: string): { code: string; link: Omit<NewConfirmation, 'userId'> } {
    const { code, codeHash, expiresAt } = makeOneTimeCode(CONFIRMATION_TTL_MS);
    return { code, link: { email, codeHash, expiresAt } };
  }

  async send(to: ConfirmationRecipient, code: string) {
    const url = appUrl(this.config, '/signup/confirm', { code });
    await this.mail.send({
      to: to.email,
      toName: to.firstName,
      kind: 'transactional',
      userId: to.userId,
      content: confirmationMail(to.firstName, url),
      secrets: [code],
    });
  }

  /** Stores and sends a link for `to.email` (the user's address, or the new one they asked for). */
  async start(to: ConfirmationRecipient) {
    const since = new Date(Date.now() - 60 * 60 * 1000);
    if ((await this.repo.countSince(to.userId, since)) >= CONFIRMATIONS_PER_HOUR) {
      throw tooManyRequests(CONFIRMATION_MESSAGES.tooMany);
    }
    const { code, link } = this.prepare(to.email);
    await this.repo.insert({ ...link, userId: to.userId });
    await this.send(to, code);
  }

  /**
   * POST email-confirmations: another link to the caller's own address. One already confirmed gets
   * none, and the answer says so (another tab may have confirmed it meanwhile).
   */
  async resend(userId: number): Promise<{ email: string; sent: boolean }> {
    const user = await this.repo.findUser(userId);
    if (!user) throw notFound();
    if (!user.email) throw conflict(CONFIRMATION_MESSAGES.noEmail);
    if (user.emailConfirmedAt) return { email: user.email, sent: false };
    await this.start({ userId, email: user.email, firstName: user.firstName });
    return { email: user.email, sent: true };
  }

  /** PUT email-confirmations/{code}: unknown, used or expired links are 404 alike. */
  async confirm(code: string): Promise<{ email: string }> {
    const now = new Date();
    const found = await this.repo.findUsable(hashToken(code), now);
    if (!found) throw notFound();
    try {
      if (!(await this.repo.confirm({ ...found, now }))) throw notFound();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CONFIRMATION_MESSAGES.taken);
      throw error;
    }
    await this.changes.publish({ userId: found.userId });
    return { email: found.email };
  }
}
