import { or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupStudents, students, users } from '../db/schema.ts';
import { enrolInClassWork } from '../work/enrol-in-class-work-sql.ts';
import { freeUserName } from './student-credentials.ts';

export type NewStudentAccount = {
  firstName: string;
  lastName: string;
  userName: string;
  /** Null for a student synced from a roster provider: they sign in through it, or a teacher sets one. */
  passwordHash: string | null;
};

/**
 * Usernames (lower case) already taken that are one of `bases` with or without a number after it:
 * one query for a whole class or file. Bases hold only a–z, 0–9 and dots (student-credentials.ts), so
 * they are safe in a LIKE prefix, which users_user_name_lower_idx serves.
 */
export async function takenUserNames(db: Pick<Db, 'select'>, bases: string[]): Promise<Set<string>> {
  const unique = [...new Set(bases)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ name: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(or(...unique.map((base) => sql`lower(${users.userName}) like ${`${base}%`}`)));
  const wanted = new Set(unique);
  return new Set(
    rows.map((row) => row.name).filter((name) => wanted.has(name) || wanted.has(name.replace(/\d+$/, ''))),
  );
}

/**
 * The advisory lock every transaction that makes usernames from names holds (any school: usernames
 * are unique across the site). Its value is arbitrary; it is 'msun' in ASCII so it reads as ours.
 */
export const STUDENT_USER_NAMES_LOCK = 0x6d73756e;

/**
 * Takes STUDENT_USER_NAMES_LOCK for the rest of the transaction (again is harmless: it stacks). A
 * transaction that also locks rows takes this first: the adds insert class places whose foreign keys
 * share-lock the school's row, so an import holding that row while it waited here would deadlock.
 */
export async function lockStudentUserNames(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STUDENT_USER_NAMES_LOCK})`);
}

/**
 * Usernames for new students from their bases (userNameBase), chosen inside the transaction that
 * stores them: the transaction first takes STUDENT_USER_NAMES_LOCK, so two teachers adding the same
 * names at once take turns and the second reads the first's names once it has committed (the lock is
 * released after the commit is visible). A username chosen by hand (a class-code sign-up, a teacher's
 * edit) takes no lock and can still win a race: the caller retries (retryOnUserNameRace).
 */
export async function chooseUserNames(
  tx: Pick<Db, 'select' | 'execute'>,
  bases: readonly string[],
): Promise<string[]> {
  await lockStudentUserNames(tx);
  const taken = await takenUserNames(tx, [...bases]);
  return bases.map((base) => freeUserName(base, taken));
}

export type NewImportedStudent = NewStudentAccount & {
  groupId: number;
  dateOfBirth: string | null;
  upn: string | null;
  /** Parents' addresses the school holds (an import's Parent email columns), at most two. */
  parentEmails?: readonly string[];
};

/**
 * Students' accounts, school places, classes and those classes' current work in the caller's
 * transaction, in four statements whatever their number (users, students, group_students, the
 * enrolment), so all of them are there or none. Answers each one's ids in the order given.
 */
export async function addStudentsToClasses(
  tx: Pick<Db, 'insert' | 'execute' | 'select'>,
  o: { schoolId: number; students: readonly NewImportedStudent[]; now: Date },
): Promise<Array<{ userId: number; studentId: number }>> {
  if (o.students.length === 0) return [];
  const madeUsers = await tx
    .insert(users)
    .values(
      o.students.map((s) => ({
        roles: ['Student'],
        firstName: s.firstName,
        lastName: s.lastName,
        userName: s.userName,
        passwordHash: s.passwordHash,
        dateOfBirth: s.dateOfBirth,
        currentSchoolId: o.schoolId,
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  const userIdOf = new Map(madeUsers.map((u) => [u.userName, u.id]));
  const userIds = o.students.map((s) => {
    const id = userIdOf.get(s.userName);
    if (id === undefined) throw new Error('a new account was not stored');
    return id;
  });
  const madeStudents = await tx
    .insert(students)
    .values(
      o.students.map((s, i) => ({
        userId: userIds[i] ?? 0,
        schoolId: o.schoolId,
        upn: s.upn,
        parentEmail: s.parentEmails?.[0] ?? null,
        parentEmail2: s.parentEmails?.[1] ?? null,
      })),
    )
    .returning({ id: students.id, userId: students.userId });
  const studentIdOf = new Map(madeStudents.map((s) => [s.userId, s.id]));
  const added = userIds.map((userId) => {
    const studentId = studentIdOf.get(userId);
    if (studentId === undefined) throw new Error('a new student was not stored');
    return { userId, studentId };
  });
  const members = o.students.map((s, i) => ({ groupId: s.groupId, studentId: added[i]?.studentId ?? 0 }));
  await tx.insert(groupStudents).values(members.map((m) => ({ ...m, schoolId: o.schoolId })));
  await enrolInClassWork(tx, { members, now: o.now });
  return added;
}

/** Students for one class (a teacher typing a class's names): addStudentsToClasses into `groupId`. */
export function addStudentsToClass(
  tx: Pick<Db, 'insert' | 'execute' | 'select'>,
  o: { schoolId: number; groupId: number; students: readonly NewStudentAccount[]; now: Date },
) {
  return addStudentsToClasses(tx, {
    schoolId: o.schoolId,
    now: o.now,
    students: o.students.map((student) => ({ ...student, groupId: o.groupId, dateOfBirth: null, upn: null })),
  });
}

/** One student (a sign-up with a class code). */
export async function addStudentToClass(
  tx: Pick<Db, 'insert' | 'execute' | 'select'>,
  o: { schoolId: number; groupId: number; student: NewStudentAccount; now: Date },
) {
  const [added] = await addStudentsToClass(tx, { ...o, students: [o.student] });
  if (!added) throw new Error('the new student was not stored');
  return added;
}
