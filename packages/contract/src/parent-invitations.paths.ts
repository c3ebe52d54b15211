/** Issue 27: parent invitations, by email and by letter, and a parent signing up with a child's code. */
export const parentInvitationPaths = {
  /** GET: per class, how many students can still invite a parent. */
  invitableCount: (schoolId: number | string) =>
    `/api/v3/schools/${schoolId}/parent-invitations/invitable-count`,
  /** GET `?groupId=`: a class's students with their parents' addresses and invitations; POST: send. */
  invitations: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parent-invitations`,
  /** DELETE: withdraw. */
  invitation: (schoolId: number | string, invitationId: number | string) =>
    `/api/v3/schools/${schoolId}/parent-invitations/${invitationId}`,
  resend: (schoolId: number | string, invitationId: number | string) =>
    `/api/v3/schools/${schoolId}/parent-invitations/${invitationId}/resend`,
  /** GET `?groupId=`: the class's letters, one A4 PDF. */
  letters: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parent-invitations/letters`,
  /** PUT: the parents' email addresses the school holds for a student. */
  parentEmails: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/parent-emails`,
  /** POST (public): a parent signs up, or signs in, with a child's code. */
  parents: (code: string) => `/api/v3/invitations/${code}/parents`,
} as const;

/** The web app's sign-up page a parent's letter and email open, with `?code=`. */
export const PARENT_SIGN_UP_PATH = '/signup/parent/invite-code';
