import { makeInvitationCode } from '../auth/invitation-code.ts';
import type { Db } from '../db/client.ts';
import { invitations } from '../db/schema.ts';

/** A parent's single-use code for a student (a letter's when no email), stored directly. */
export async function makeParentCode(db: Db, o: { schoolId: number; studentId: number; email?: string }) {
  const code = makeInvitationCode();
  const [row] = await db
    .insert(invitations)
    .values({
      code,
      kind: 'ParentStudent',
      schoolId: o.schoolId,
      studentId: o.studentId,
      email: o.email ?? null,
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('no parent code');
  return { code, invitationId: row.id };
}
