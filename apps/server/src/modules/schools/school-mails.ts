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
