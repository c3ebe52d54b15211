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
 * A student's account, their place in the school and the class, and the class's current work. Run
 * inside the caller's transaction (a sign-up with a class code, or a teacher typing a class's names),
 * so each is all there or not at all.
 */
export async function addStudentToClass(
  tx: Pick<Db, 'insert' | 'execute'>,
  o: { schoolId: number; groupId: number; student: NewStudentAccount; now: Date },
) {
  const [user] = await tx
    .insert(users)
    .values({ ...o.student, roles: ['Student'], currentSchoolId: o.schoolId })
    .returning({ id: users.id });
  if (!user) throw new Error('the new account was not stored');
  const [student] = await tx
    .insert(students)
    .values({ userId: user.id, schoolId: o.schoolId })
    .returning({ id: students.id });
  if (!student) throw new Error('the new student was not stored');
  await tx.insert(groupStudents).values({ groupId: o.groupId, studentId: student.id, schoolId: o.schoolId });
  await enrolInClassWork(tx, { groupId: o.groupId, studentId: student.id, now: o.now });
  return { userId: user.id, studentId: student.id };
}
