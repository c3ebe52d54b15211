import type { MailContent } from '../../mail/render-mail.ts';

export function resetMail(firstName: string, url: string): MailContent {
  return {
    subject: 'Reset your Mathsight password',
    heading: `Choose a new password, ${firstName}`,
    paragraphs: ['Someone (we hope you) asked to reset the password of your Mathsight account.'],
    action: { label: 'Choose a new password', url },
    afterAction: [
      'The link works once, for one hour.',
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
  };
}

export function passwordChangedMail(firstName: string, signInUrl: string): MailContent {
  return {
    subject: 'Your Mathsight password was changed',
    heading: `Your password was changed, ${firstName}`,
    paragraphs: [
      'The password of your Mathsight account was just changed, and every device signed in to it was signed out.',
      "If this wasn't you, reset your password straight away and tell your school's Mathsight administrator.",
    ],
    action: { label: 'Sign in', url: signInUrl },
  };
}
