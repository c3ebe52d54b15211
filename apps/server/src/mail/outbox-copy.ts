import { escapeHtml, type RenderedMail } from './render-mail.ts';

export const REDACTED_IN_OUTBOX = '[redacted]';

/** The ways a credential can be written in a message: as given, in a URL, in HTML, in both. */
function spellings(secret: string): string[] {
  const inUrl = [encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  return [...new Set([secret, ...inUrl].flatMap((s) => [s, escapeHtml(s)]))]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
}

/**
 * The message as the outbox keeps it: every credential it carries (a one-time code, an unsubscribe
 * token) replaced, so the table holds a record of what was sent to whom and no link that works
 * (decision 0024). The credentials are named by whoever made them (MailMessage.secrets), not guessed.
 */
export function outboxCopy(mail: RenderedMail, secrets: readonly string[]): RenderedMail {
  const words = [...new Set(secrets.flatMap(spellings))].sort((a, b) => b.length - a.length);
  const scrub = (text: string) => words.reduce((t, word) => t.split(word).join(REDACTED_IN_OUTBOX), text);
  return { subject: scrub(mail.subject), text: scrub(mail.text), html: scrub(mail.html) };
}
