import type { MailContent } from '../../mail/render-mail.ts';

/** To a colleague a class's teacher invited to teach it with them. */
export function classTeacherInvitationMail(o: {
  firstName: string;
  invitedBy: string;
  schoolName: string;
  classCode: string;
  url: string;
  days: number;
}): MailContent {
  return {
    subject: `${o.invitedBy} invited you to teach ${o.classCode} on Mathsight`,
    heading: `Teach ${o.classCode} with ${o.invitedBy}`,
    paragraphs: [
      `Hello ${o.firstName},`,
      `${o.invitedBy} invited you to teach the class ${o.classCode} at ${o.schoolName} on Mathsight, where students answer diagnostic questions and each wrong answer shows the misconception behind it.`,
      `Accept to see the class, set it work and read its results. The invitation works once and for ${o.days} days. If you did not expect it, ignore this email.`,
    ],
    action: { label: 'Accept the invitation', url: o.url },
  };
}

/** To a colleague a school's administrator invited to join the school (no class yet). */
export function schoolTeacherInvitationMail(o: {
  firstName: string;
  invitedBy: string;
  schoolName: string;
  url: string;
  days: number;
}): MailContent {
  return {
    subject: `${o.invitedBy} invited you to join ${o.schoolName} on Mathsight`,
    heading: `Join ${o.schoolName} on Mathsight`,
    paragraphs: [
      `Hello ${o.firstName},`,
      `${o.invitedBy} invited you to join ${o.schoolName} on Mathsight, where students answer diagnostic questions and each wrong answer shows the misconception behind it.`,
      `Accept to make your classes, set them work and read their results with your colleagues. The invitation works once and for ${o.days} days. If you did not expect it, ignore this email.`,
    ],
    action: { label: 'Accept the invitation', url: o.url },
  };
}
