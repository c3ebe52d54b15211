import { type APIRequestContext, expect } from '@playwright/test';
import { mailSinkUrl } from './servers.ts';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

/** Every message the app has sent to `address` so far (the suite's mail sink). */
export async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const res = await request.get(`${mailSinkUrl}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits for a message to `address` whose subject contains `subject`, and answers it. */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: string,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).find((m) => m.subject.includes(subject));
        return found !== undefined;
      },
      { message: `an email to ${address} about “${subject}”` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll saw the message');
  return found;
}

/** The link to `path` in a message's plain-text part, as a path the browser can open on the same server. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, '\\$&')}\\S*)`));
  if (!match?.[1]) throw new Error(`no link to ${path} in “${mail.subject}”`);
  return match[1];
}
