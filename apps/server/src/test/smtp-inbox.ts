import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestAppWith, type TestApp } from './test-app.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: give it to the app as smtpUrl. */
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` (and matching `match`), waiting up to 5 s for it to arrive. */
  waitForMessage(to: string, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests (smtp-server): the app sends to it over the network exactly as it
 * would to a school's mail relay, and each message is parsed (mailparser) as a mail client would.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, match?: (mail: ReceivedMail) => boolean) =>
    messages.find((m) => m.to.includes(to.toLowerCase()) && (!match || match(m)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(to, match) {
      const found = find(to, match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(to, match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no email to ${to} arrived within 5 s (${messages.length} received)`));
        }, 5000);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link into the app in a message's text, e.g. the confirmation or reset link. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no link to ${path} in “${mail.subject}”`);
  return new URL(match[0]);
}

/**
 * For an API test file that reads the email the app sends: a real SMTP inbox and an app sending to
 * it, started before the file's tests and closed after. Read `mail.app` / `mail.inbox` inside tests.
 */
export function mailingTestApp(): { readonly app: TestApp; readonly inbox: SmtpInbox } {
  let app: TestApp | undefined;
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestAppWith({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await app?.app.close();
    await inbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('mailingTestApp: read it inside a test, after beforeAll');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get inbox() {
      return started(inbox);
    },
  };
}
