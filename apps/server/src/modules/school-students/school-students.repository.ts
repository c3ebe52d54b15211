import type { ArchiveStatus, SchoolStudent } from '@mathsight/contract/school-students.ts';
import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { endSessionsOfUser } from '../../auth/end-sessions-sql.ts';
import type { Db } from '../../db/client.ts';
import { groupStudents, groups, groupYearGroups, students, users } from '../../db/schema.ts';
import { eraseUser } from '../../school-members/erase-user-sql.ts';
import { schoolName } from '../../school-members/member-reads-sql.ts';
import { withStudentClasses } from '../../school-members/student-classes-sql.ts';
import { pagedRows } from '../../shared/paged-rows.ts';
import { enrolInClassWork } from '../../work/enrol-in-class-work-sql.ts';
import { withdrawFromClassWork } from '../../work/withdraw-from-class-work-sql.ts';

export interface StudentQuery {
  schoolId: number;
  /** Lower-case words, each found in the first name, last name or username. */
  words: string[];
  groupIds?: number[];
  yearGroupId?: number;
  archiveStatus: ArchiveStatus;
  skip: number;
  take: number;
}

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Every SQL query about a school's students. The list is two statements whatever its size: the page
 * (students_school_idx on school and archive state, users by primary key; the count with it) and the
 * page's classes with their year groups (group_students_student_idx).
 */
export class SchoolStudentsRepository {
  /**
   * `reads`: the handle for the list and its export (Database.readDb: a read replica when there is one,
   * decision 0052); the writes, and the reads they check, use `db`.
   */
  constructor(
    private readonly db: Db,
    private readonly reads: Db = db,
  ) {}

  schoolName(schoolId: number) {
    return schoolName(this.reads, schoolId);
  }

  async list(q: StudentQuery): Promise<{ items: SchoolStudent[]; total: number }> {
    const where = this.#where(q);
    const rows = await this.reads
      .select({
        studentId: students.id,
        userId: students.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        isArchived: students.isArchived,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id))
      .limit(q.take)
      .offset(q.skip);
    const { rows: items, total } = await pagedRows(rows, q.skip, async () => {
      const [row] = await this.reads
        .select({ n: count() })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(where);
      return row?.n ?? 0;
    });
    return { items: await withStudentClasses(this.reads, items), total };
  }

  #where(q: StudentQuery): SQL | undefined {
    // Erased students (GDPR) are in no list at all, whatever the archive filter.
    const conditions: Array<SQL | undefined> = [eq(students.schoolId, q.schoolId), isNull(users.deletedAt)];
    if (q.archiveStatus !== 'all') conditions.push(eq(students.isArchived, q.archiveStatus === 'archived'));
    for (const word of q.words) {
      const like = likeWord(word);
      conditions.push(
        sql`(lower(${users.firstName}) like ${like} or lower(${users.lastName}) like ${like} or lower(${users.userName}) like ${like})`,
      );
    }
    if (q.groupIds?.length) {
      conditions.push(
        sql`exists (select 1 from ${groupStudents} where ${groupStudents.studentId} = ${students.id} and ${inArray(groupStudents.groupId, q.groupIds)})`,
      );
    }
    if (q.yearGroupId !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${groupStudents} join ${groupYearGroups} on ${groupYearGroups.groupId} = ${groupStudents.groupId} join ${groups} on ${groups.id} = ${groupStudents.groupId} and not ${groups.isArchived} where ${groupStudents.studentId} = ${students.id} and ${groupYearGroups.countryYearGroupId} = ${q.yearGroupId})`,
      );
    }
    return and(...conditions);
  }

  /**
   * Archives (or un-archives) the school's students among `studentIds` in one transaction. Answers
   * null, changing nothing, when any id is not a student of the school; otherwise how many changed.
   */
  setArchived(schoolId: number, studentIds: number[], archived: boolean): Promise<number | null> {
    const ids = [...new Set(studentIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
        .for('update');
      if (found.length !== ids.length) return null;
      const changed = await tx
        .update(students)
        .set({ isArchived: archived })
        .where(
          and(eq(students.schoolId, schoolId), inArray(students.id, ids), eq(students.isArchived, !archived)),
        )
        .returning({ id: students.id });
      return changed.length;
    });
  }

  /** One student of the school with their classes (any, archived ones too), or null. */
  async findStudent(schoolId: number, studentId: number) {
    const [row] = await this.db
      .select({
        studentId: students.id,
        userId: students.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        groupIds: sql<
          number[]
        >`coalesce(array(select ${groupStudents.groupId} from ${groupStudents} where ${groupStudents.studentId} = ${students.id}), '{}')`,
      })
      .from(students)
      .innerJoin(users, and(eq(users.id, students.userId), isNull(users.deletedAt)))
      .where(and(eq(students.schoolId, schoolId), eq(students.id, studentId)));
    return row ?? null;
  }

  /** Whether another account holds this username, whatever its case (users_user_name_lower_idx). */
  async userNameTaken(userName: string, exceptUserId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, ne(users.id, exceptUserId)))
      .limit(1);
    return rows.length > 0;
  }

  async updateStudent(userId: number, o: { firstName: string; lastName: string; userName: string }) {
    await this.db.update(users).set(o).where(eq(users.id, userId));
  }

  /** The new password, and the end of every sign-in of the account, together; answers the sessions ended. */
  setPassword(userId: number, passwordHash: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return endSessionsOfUser(tx, userId);
    });
  }

  /**
   * GDPR erasure, in one transaction: each account emptied (eraseUser, as DELETE users/me does: the
   * students row archived, the users row anonymised) and the students' places in classes ended.
   * Their answers and their rows in past work stay, now anonymous, so class results still add up.
   * Null, changing nothing, when any id is not a live student of the school; otherwise how many, and
   * the sign-ins ended.
   */
  eraseStudents(
    schoolId: number,
    studentIds: number[],
  ): Promise<{ count: number; sessionIds: string[] } | null> {
    const ids = [...new Set(studentIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: students.id, userId: students.userId })
        .from(students)
        .innerJoin(users, and(eq(users.id, students.userId), isNull(users.deletedAt)))
        .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
        .for('update', { of: students });
      if (found.length !== ids.length) return null;
      const sessionIds: string[] = [];
      for (const student of found)
        sessionIds.push(...((await eraseUser(tx, student.userId))?.sessionIds ?? []));
      await tx.delete(groupStudents).where(inArray(groupStudents.studentId, ids));
      return { count: found.length, sessionIds };
    });
  }

  /**
   * Students join the `add` classes (and each class's current work, enrolInClassWork) and leave
   * the `remove` ones (and their open work not started, withdrawFromClassWork), in one transaction:
   * two statements per class joined, two for all those left. Null, changing nothing, when a
   * student is not one of the school's live students. Answers how many places were made and ended.
   */
  setClassMemberships(o: {
    schoolId: number;
    studentIds: number[];
    add: number[];
    remove: number[];
    now: Date;
  }): Promise<{ added: number; removed: number } | null> {
    const ids = [...new Set(o.studentIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: students.id })
        .from(students)
        .innerJoin(users, and(eq(users.id, students.userId), isNull(users.deletedAt)))
        .where(and(eq(students.schoolId, o.schoolId), inArray(students.id, ids)))
        .for('update', { of: students });
      if (found.length !== ids.length) return null;
      let added = 0;
      for (const groupId of o.add) {
        const joined = await tx
          .insert(groupStudents)
          .values(ids.map((studentId) => ({ groupId, studentId, schoolId: o.schoolId })))
          .onConflictDoNothing()
          .returning({ studentId: groupStudents.studentId });
        added += joined.length;
        await enrolInClassWork(tx, {
          members: joined.map((j) => ({ groupId, studentId: j.studentId })),
          now: o.now,
        });
      }
      let removed = 0;
      if (o.remove.length > 0) {
        const left = await tx
          .delete(groupStudents)
          .where(and(inArray(groupStudents.groupId, o.remove), inArray(groupStudents.studentId, ids)))
          .returning({ groupId: groupStudents.groupId, studentId: groupStudents.studentId });
        removed = left.length;
        await withdrawFromClassWork(tx, { members: left, now: o.now });
      }
      return { added, removed };
    });
  }
}
