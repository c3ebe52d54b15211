import type { MailContent } from '../../mail/render-mail.ts';

/** The email with an address's confirmation link. */
export function confirmationMail(firstName: string, url: string): MailContent {
  return {
    subject: 'Confirm your email address for Mathsight',
    heading: `Welcome to Mathsight, ${firstName}`,
    paragraphs: [
      'Please confirm that this is your email address. You can use Mathsight straight away; once your address is confirmed you can also invite colleagues and students.',
    ],
    action: { label: 'Confirm my email address', url },
    afterAction: [
      'The link works once and for 7 days.',
      "If you didn't create a Mathsight account, you can ignore this email: nothing happens without the link.",
    ],
  };
}
