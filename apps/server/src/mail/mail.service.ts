import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { appUrl } from './app-url.ts';
import type { MailKind, MailRepository } from './mail.repository.ts';
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
}

type Log = { info(o: object, msg: string): void; warn(o: object, msg: string): void };

/**
 * Sends email: every message goes to the outbox table first, then, when SMTP_URL is set, to that
 * server with nodemailer. A failed send is recorded and logged, never thrown: what the caller did
 * (a sign-up, a reset) has happened, and the outbox keeps the message. Call it after the transaction
 * that made the message's reason has committed, so a rolled-back write sends nothing.
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
    const unsubscribeUrl = this.#unsubscribeUrl(message);
    const footer = this.#footer(unsubscribeUrl);
    const rendered = renderMail(message.content, footer);
    const id = await this.repo.record({
      userId: message.userId ?? null,
      toAddress: message.to,
      kind: message.kind,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    });
    if (!this.#transport) {
      // Without SMTP a developer still needs the link a message carries to go on.
      if (!this.config.isProduction) {
        this.log.info(
          { to: message.to, link: message.content.action?.url ?? null },
          `email (not sent: no SMTP_URL): ${rendered.subject}`,
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
      const reason = error instanceof Error ? error.message : String(error);
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

  #unsubscribeUrl(message: MailMessage): string | null {
    if (message.kind === 'transactional' || !message.userId) return null;
    return appUrl(this.config, '/unsubscribe', { token: this.unsubscribe.sign(message.userId) });
  }
}
