import { and, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schools, teachers, users } from '../db/schema.ts';
import type { AnswerKeyReader } from '../shared/answer-key-reader.ts';

/**
 * Small reads about a school's people that several modules' repositories make (the class flow, the
 * school's students and teachers, invitations): written once here, called from each repository.
 */

/** The school's name, for emails, sign-in cards and exports. */
export async function schoolName(db: Db, schoolId: number): Promise<string | null> {
  const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return row?.name ?? null;
}

/** An account by email (case-insensitive, not erased): for an invitation to an address that may already have one. */
export async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      roles: users.roles,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

/** "First Last" of a user, for "invited by" lines. */
export async function personName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : null;
}

/** Whether the user has confirmed their email address (needed before they invite anyone by email). */
export async function emailConfirmed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailConfirmedAt)));
  return row !== undefined;
}

/**
 * The school's Confirmed teachers whose account has one of `emails` (lower case): an invitation to
 * one of them simply adds them (users_email_lower_idx, then teachers by user and school).
 */
export function confirmedTeachersByEmail(db: Db, schoolId: number, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ teacherId: teachers.id, email: sql<string>`lower(${users.email})` })
    .from(teachers)
    .innerJoin(users, eq(users.id, teachers.userId))
    .where(
      and(
        eq(teachers.schoolId, schoolId),
        eq(teachers.membershipStatus, 'Confirmed'),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
}

/** The caller's own email confirmation and whether any school has confirmed them: one statement. */
export async function answerKeyReader(db: Db, userId: number): Promise<AnswerKeyReader> {
  const [row] = await db
    .select({
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      confirmedMember: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(teachers)
          .where(and(eq(teachers.userId, userId), eq(teachers.membershipStatus, 'Confirmed'))),
      )}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { emailConfirmed: row?.emailConfirmed === true, confirmedMember: row?.confirmedMember === true };
}
