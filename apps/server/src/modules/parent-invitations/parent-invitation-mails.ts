import { formatInvitationCode } from '@mathsight/contract/invitations.ts';
import type { MailContent } from '../../mail/render-mail.ts';

/** To a parent whose address the school holds: their child's single-use code, as a link and typed. */
export function parentInvitationMail(o: {
  childFirstName: string;
  schoolName: string;
  invitedBy: string;
  code: string;
  url: string;
}): MailContent {
  return {
    subject: `Follow ${o.childFirstName}'s maths at ${o.schoolName} on Mathsight`,
    heading: `See what ${o.childFirstName} is working on`,
    paragraphs: [
      'Hello,',
      `${o.invitedBy} at ${o.schoolName} invites you to Mathsight, where ${o.childFirstName} does their maths work. With a parent account you see the work set each week, how it went, and how to help at home.`,
      `Make your account (or sign in to the one you have, to add ${o.childFirstName} to it) with the button below. Your code is ${formatInvitationCode(o.code)}; it works once, for one parent.`,
    ],
    action: { label: 'Make my parent account', url: o.url },
    afterAction: ['If you did not expect this email, you can ignore it.'],
  };
}
