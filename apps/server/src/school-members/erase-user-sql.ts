import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { endSessionsOfUser } from '../auth/end-sessions-sql.ts';
import type { Db } from '../db/client.ts';
import {
  assistantConversations,
  emailConfirmations,
  emailOutbox,
  emailPreferences,
  featureFlags,
  loginFailures,
  notifications,
  parentStudents,
  parents,
  passwordResets,
  students,
  teachers,
  userState,
  users,
} from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Empties an account of the person, inside the caller's transaction: DELETE users/me (the person
 * themselves) and DELETE schools/{id}/students (GDPR erasure by the school) both run it, so what an
 * erased account keeps is decided in one place. The users row stays (answers, set work and class
 * results point at it and must still add up) but holds no name, address, birth date, password or
 * sign-in, and `deleted_at` is set. Every sign-in ends, its access tokens refused by every node
 * from the commit on (decision 0025); their memberships of schools go (with the
 * classes they taught: the classes and the work they set stay with the school), and their links
 * to children; a student's rows are archived, so they leave every list while their answers still
 * count. What was kept about them alone goes too: user state, email choices and sent emails, unused
 * links, notifications, their own feature flags, counted failed sign-ins, their assistant conversations.
 * Answers the schools they were in and the sessions ended (for the caller's node to refuse at once),
 * or null (changing nothing) if there is no such live account.
 */
export async function eraseUser(
  tx: Tx,
  userId: number,
): Promise<{ schoolIds: number[]; sessionIds: string[] } | null> {
  const [user] = await tx
    .select({ roles: users.roles })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) return null;
  const studentOnly = user.roles.includes('Student') && !user.roles.includes('Teacher');
  await tx
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: studentOnly ? 'student' : 'user',
      title: null,
      email: null,
      dateOfBirth: null,
      passwordHash: null,
      userName: `deleted-${userId}-${randomUUID().slice(0, 8)}`,
      emailConfirmedAt: null,
      isPlus: false,
      currentSchoolId: null,
      lastSeenAt: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const sessionIds = await endSessionsOfUser(tx, userId);
  // Group teachers go with the memberships; set work keeps going (its creator becomes null).
  const taught = await tx
    .delete(teachers)
    .where(eq(teachers.userId, userId))
    .returning({ schoolId: teachers.schoolId });
  const archived = await tx
    .update(students)
    .set({ isArchived: true })
    .where(eq(students.userId, userId))
    .returning({ id: students.id, schoolId: students.schoolId });
  if (archived.length > 0) {
    // Parents no longer follow a child whose account is gone.
    await tx.delete(parentStudents).where(
      inArray(
        parentStudents.studentId,
        archived.map((s) => s.id),
      ),
    );
  }
  // The parent's links to their children go with the parents row.
  await tx.delete(parents).where(eq(parents.userId, userId));
  await tx.delete(userState).where(eq(userState.userId, userId));
  // Their conversations with the assistant (issue 29), with the answers and feedback in them.
  await tx.delete(assistantConversations).where(eq(assistantConversations.userId, userId));
  await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(featureFlags).where(eq(featureFlags.userId, userId));
  await tx.delete(loginFailures).where(eq(loginFailures.subject, `account:${userId}`));
  return { schoolIds: [...new Set([...taught, ...archived].map((row) => row.schoolId))], sessionIds };
}
