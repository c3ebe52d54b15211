import type { MailContent } from '../../mail/render-mail.ts';

/** To a school's administrators: a teacher asked to join and waits for them. */
export function joinRequestMail(o: {
  adminFirstName: string;
  teacherName: string;
  teacherEmail: string;
  schoolName: string;
  url: string;
}): MailContent {
  return {
    subject: `${o.teacherName} asked to join ${o.schoolName} on Mathsight`,
    heading: `${o.teacherName} would like to join ${o.schoolName}`,
    paragraphs: [
      `Hello ${o.adminFirstName},`,
      `${o.teacherName} (${o.teacherEmail}) asked to join ${o.schoolName} on Mathsight. Until an administrator confirms them, they cannot see the school's classes or results.`,
      'If you know them, confirm them; if not, decline.',
    ],
    action: { label: 'Review teachers waiting', url: o.url },
  };
}

/** To a teacher an administrator confirmed. */
export function confirmedMail(o: { firstName: string; schoolName: string; url: string }): MailContent {
  return {
    subject: `You can now use Mathsight at ${o.schoolName}`,
    heading: `Welcome to ${o.schoolName}, ${o.firstName}`,
    paragraphs: [
      `An administrator of ${o.schoolName} confirmed you. You can now see the school's classes, set work and read the results.`,
    ],
    action: { label: `Open ${o.schoolName}`, url: o.url },
  };
}
