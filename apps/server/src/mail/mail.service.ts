import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { errorReason } from '../shared/redact-error.ts';
import { appUrl } from './app-url.ts';
import type { MailKind, MailRepository } from './mail.repository.ts';
import { outboxCopy } from './outbox-copy.ts';
import { escapeHtml, type MailContent, renderMail } from './render-mail.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

export type { MailKind } from './mail.repository.ts';
export type { MailContent } from './render-mail.ts';

export interface MailMessage {
  to: string;
  toName?: string;
  /** Transactional mail (passwords, confirmations, invitations) is always sent; the rest can be turned off. */
  kind: MailKind;
  /** The account it is for, when there is one: news then carries its unsubscribe link. */
  userId?: number | null;
  content: MailContent;
  /**
   * Every credential the message's links carry (the one-time code of a reset, confirmation or
   * invitation link); [] when none. The outbox keeps the message with each replaced. The unsubscribe
   * link's token is added here, by the service that makes it.
   */
  secrets: readonly string[];
}

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

/**
 * Sends email: every message goes to the outbox table first, then, when SMTP_URL is set, to that
 * server with nodemailer. A failed send is recorded and logged, never thrown: what the caller did
 * (a sign-up, a reset) has happened, and the outbox keeps the message. Call it after the transaction
 * that made the message's reason has committed, so a rolled-back write sends nothing.
 *
 * The outbox is a record, not a mailbox (decision 0024): it keeps each message with its credentials
 * replaced (outboxCopy), so no link in it works, sent or not. `sent_at` is when an SMTP server
 * accepted the message; without SMTP_URL nothing is sent and it stays empty. A failed send is not
 * tried again (nothing could: the code is gone); the reader asks for another link.
 */
export class MailService {
  readonly #transport: Transporter | undefined;

  constructor(
    private readonly repo: MailRepository,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'isProduction'>,
    private readonly unsubscribe: UnsubscribeTokens,
    private readonly log: Log,
  ) {
    this.#transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<void> {
    // News the reader turned off (/unsubscribe) is not sent, nor kept.
    if (
      message.kind !== 'transactional' &&
      message.userId &&
      (await this.repo.turnedOff(message.userId, message.kind))
    ) {
      return;
    }
    const unsubscribeToken = this.#unsubscribeToken(message);
    const unsubscribeUrl =
      unsubscribeToken && appUrl(this.config, '/unsubscribe', { token: unsubscribeToken });
    const footer = this.#footer(unsubscribeUrl);
    const rendered = renderMail(message.content, footer);
    const kept = outboxCopy(
      rendered,
      unsubscribeToken ? [...message.secrets, unsubscribeToken] : message.secrets,
    );
    const id = await this.repo.record({
      userId: message.userId ?? null,
      toAddress: message.to,
      kind: message.kind,
      subject: kept.subject,
      textBody: kept.text,
      htmlBody: kept.html,
    });
    if (!this.#transport) {
      // Development only (NODE_ENV is not production) and no mail server: the log is the developer's
      // inbox, so it shows the message's link, code and all. In production nothing is logged: the
      // outbox has no working link, so without SMTP_URL the message reaches no one.
      if (!this.config.isProduction) {
        this.log.info(
          { to: message.to, link: message.content.action?.url ?? null },
          `email (not sent: no SMTP_URL; development shows its link): ${rendered.subject}`,
        );
      }
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.config.mailFrom,
        to: message.toName ? { name: message.toName, address: message.to } : message.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        ...(unsubscribeUrl && { list: { unsubscribe: unsubscribeUrl } }),
      });
      await this.repo.markSent(id);
    } catch (error) {
      const reason = errorReason(error);
      await this.repo.markFailed(id, reason);
      this.log.warn({ to: message.to, outboxId: id, reason }, 'email could not be sent');
    }
  }

  /** Why the reader got it, and for news to an account, how to stop it. */
  #footer(unsubscribeUrl: string | null): { text: string; html: string }[] {
    const lines = [
      {
        text: 'You are receiving this because of your Mathsight account or an invitation to it.',
        html: 'You are receiving this because of your Mathsight account or an invitation to it.',
      },
    ];
    const url = unsubscribeUrl;
    if (url) {
      lines.push({
        text: `Choose which emails you get, or unsubscribe: ${url}`,
        html: `<a href="${escapeHtml(url)}" style="color:#1c5fb8">Choose which emails you get, or unsubscribe</a>`,
      });
    }
    return lines;
  }

  #unsubscribeToken(message: MailMessage): string | null {
    if (message.kind === 'transactional' || !message.userId) return null;
    return this.unsubscribe.sign(message.userId);
  }
}
