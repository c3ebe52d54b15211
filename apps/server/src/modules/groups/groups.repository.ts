import type { GroupStudent } from '@mathsight/contract/groups.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, schools, students, users } from '../../db/schema.ts';
import { addStudentToClass, type NewStudentAccount } from '../../school-members/add-student.ts';
import { takenUserNames } from '../../school-members/add-students.ts';

/** Every SQL query about a class's members. */
export class GroupsRepository {
  constructor(private readonly db: Db) {}

  /** Active students of one class (group_students' primary key leads with group_id), by last then first name. */
  activeStudents(groupId: number): Promise<GroupStudent[]> {
    return this.db
      .select({ studentId: students.id, firstName: users.firstName, lastName: users.lastName })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(groupStudents.groupId, groupId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id));
  }

  async schoolName(schoolId: number): Promise<string | null> {
    const [row] = await this.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
    return row?.name ?? null;
  }

  /** Usernames already taken among the bases and their numbered forms (school-members/add-students.ts). */
  takenUserNames(bases: string[]): Promise<Set<string>> {
    return takenUserNames(this.db, bases);
  }

  /** Every student's account and place in the class, in one transaction: all of them or none. */
  addStudents(o: { schoolId: number; groupId: number; students: NewStudentAccount[]; now: Date }) {
    return this.db.transaction(async (tx) => {
      const added: Array<{ userId: number; studentId: number }> = [];
      for (const student of o.students) {
        added.push(
          await addStudentToClass(tx, { schoolId: o.schoolId, groupId: o.groupId, student, now: o.now }),
        );
      }
      return added;
    });
  }
}
