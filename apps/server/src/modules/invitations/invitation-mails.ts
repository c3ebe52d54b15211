import type { Config } from '../../config.ts';
import { appUrl } from '../../mail/app-url.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { MailContent } from '../../mail/render-mail.ts';

/** A teacher's emailed invitation works for two weeks (a half-term holiday fits inside it). */
export const TEACHER_INVITATION_DAYS = 14;
/** The invited teacher's page (the web app's /signup/teacher/invite-code). */
export const teacherInvitationPath = '/signup/teacher/invite-code';

/**
 * To a colleague invited to join the school on Mathsight: by an administrator (no class), or by a
 * class's teacher to teach `classCode` with them.
 */
export function teacherInvitationMail(o: {
  firstName: string;
  invitedBy: string;
  schoolName: string;
  classCode: string | null;
  url: string;
  days: number;
}): MailContent {
  const what = o.classCode ? `teach the class ${o.classCode} at ${o.schoolName}` : `join ${o.schoolName}`;
  return {
    subject: o.classCode
      ? `${o.invitedBy} invited you to teach ${o.classCode} on Mathsight`
      : `${o.invitedBy} invited you to join ${o.schoolName} on Mathsight`,
    heading: o.classCode ? `Teach ${o.classCode} with ${o.invitedBy}` : `Join ${o.schoolName} on Mathsight`,
    paragraphs: [
      `Hello ${o.firstName},`,
      `${o.invitedBy} invited you to ${what} on Mathsight, where students answer diagnostic questions and each wrong answer shows the misconception behind it.`,
      `${
        o.classCode
          ? 'Accept to see the class, set it work and read its results.'
          : 'Accept to make your classes, set them work and read their results with your colleagues.'
      } The invitation works once and for ${o.days} days. If you did not expect it, ignore this email.`,
    ],
    action: { label: 'Accept the invitation', url: o.url },
  };
}

/** Emails each stored invitation its single-use link. Call after the transaction that stored them commits. */
export async function sendTeacherInvitations(
  deps: { mail: MailService; config: Pick<Config, 'publicUrl'> },
  o: {
    invitations: ReadonlyArray<{ firstName: string; email: string; code: string }>;
    invitedBy: string | null;
    schoolName: string | null;
    classCode: string | null;
  },
) {
  for (const invitation of o.invitations) {
    await deps.mail.send({
      to: invitation.email,
      kind: 'transactional',
      content: teacherInvitationMail({
        firstName: invitation.firstName,
        invitedBy: o.invitedBy ?? 'A colleague',
        schoolName: o.schoolName ?? 'your school',
        classCode: o.classCode,
        url: appUrl(deps.config, teacherInvitationPath, { code: invitation.code }),
        days: TEACHER_INVITATION_DAYS,
      }),
      secrets: [invitation.code],
    });
  }
}
