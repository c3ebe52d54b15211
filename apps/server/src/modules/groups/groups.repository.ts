import type { GroupStudent } from '@mathsight/contract/groups.ts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, students, users } from '../../db/schema.ts';
import { addStudentToClass, type NewStudentAccount } from '../../school-members/add-student.ts';
import { schoolName } from '../../school-members/member-reads.ts';

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

  schoolName(schoolId: number) {
    return schoolName(this.db, schoolId);
  }

  /**
   * Usernames (lower case) already taken that are one of `bases` with or without a number after it:
   * one query for a whole class. Bases hold only a–z, 0–9 and dots (student-credentials.ts), so
   * they are safe in a LIKE prefix, which users_user_name_lower_idx serves.
   */
  async takenUserNames(bases: string[]): Promise<Set<string>> {
    const unique = [...new Set(bases)];
    if (unique.length === 0) return new Set();
    const rows = await this.db
      .select({ name: sql<string>`lower(${users.userName})` })
      .from(users)
      .where(or(...unique.map((base) => sql`lower(${users.userName}) like ${`${base}%`}`)));
    const wanted = new Set(unique);
    return new Set(
      rows.map((row) => row.name).filter((name) => wanted.has(name) || wanted.has(name.replace(/\d+$/, ''))),
    );
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
