import type { Db } from '../db/client.ts';
import { groupStudents, students, users } from '../db/schema.ts';
import { enrolInClassWork } from '../work/enrol-in-class-work.ts';

export type NewStudentAccount = {
  firstName: string;
  lastName: string;
  userName: string;
  passwordHash: string;
};

/**
 * Students' accounts, their places in the school and the class, and the class's current work, in four
 * statements however many there are (users, students, group_students, the enrolment). Run inside the
 * caller's transaction (a sign-up with a class code, or a teacher typing a class's names), so all of
 * them are there or none. Answers in the order given.
 */
export async function addStudentsToClass(
  tx: Pick<Db, 'insert' | 'execute'>,
  o: { schoolId: number; groupId: number; students: NewStudentAccount[]; now: Date },
): Promise<Array<{ userId: number; studentId: number }>> {
  if (o.students.length === 0) return [];
  const userRows = await tx
    .insert(users)
    .values(o.students.map((student) => ({ ...student, roles: ['Student'], currentSchoolId: o.schoolId })))
    .returning({ id: users.id, userName: users.userName });
  // Usernames are unique, so each new account is found by its own, whatever order the rows come back in.
  const userIdByName = new Map(userRows.map((row) => [row.userName, row.id]));
  const userIds = o.students.map((student) => {
    const id = userIdByName.get(student.userName);
    if (id === undefined) throw new Error('a new account was not stored');
    return id;
  });
  const studentRows = await tx
    .insert(students)
    .values(userIds.map((userId) => ({ userId, schoolId: o.schoolId })))
    .returning({ id: students.id, userId: students.userId });
  const studentIdByUser = new Map(studentRows.map((row) => [row.userId, row.id]));
  const added = userIds.map((userId) => {
    const studentId = studentIdByUser.get(userId);
    if (studentId === undefined) throw new Error('a new student was not stored');
    return { userId, studentId };
  });
  await tx
    .insert(groupStudents)
    .values(added.map((a) => ({ groupId: o.groupId, studentId: a.studentId, schoolId: o.schoolId })));
  await enrolInClassWork(tx, {
    groupId: o.groupId,
    studentIds: added.map((a) => a.studentId),
    now: o.now,
  });
  return added;
}

/** One student (a class-code sign-up): addStudentsToClass with one account. */
export async function addStudentToClass(
  tx: Pick<Db, 'insert' | 'execute'>,
  o: { schoolId: number; groupId: number; student: NewStudentAccount; now: Date },
) {
  const [added] = await addStudentsToClass(tx, { ...o, students: [o.student] });
  if (!added) throw new Error('the new student was not stored');
  return added;
}
