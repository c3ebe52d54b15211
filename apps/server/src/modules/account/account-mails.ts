import type { MailContent } from '../../mail/render-mail.ts';

/** To the old address when someone asks to move the account to a new one. */
export function emailChangeNotice(firstName: string, newEmail: string): MailContent {
  return {
    subject: 'Your Mathsight email address is being changed',
    heading: `Hello ${firstName}`,
    paragraphs: [
      `Someone signed in to your Mathsight account asked to change its email address to ${newEmail}. It changes once the link we sent there is opened.`,
      "If this wasn't you, change your password now: the address stays as it is until the link is used.",
    ],
  };
}
