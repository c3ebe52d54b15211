import type {
  GroupDeletionCounts,
  GroupStudent,
  GroupTeacher,
  SchoolGroup,
} from '@mathsight/contract/groups.ts';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countryYearGroups,
  departments,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  schools,
  students,
  teachers,
  users,
} from '../../db/schema.ts';
import {
  addStudentsToClass,
  chooseUserNames,
  type NewStudentAccount,
} from '../../school-members/add-students-sql.ts';
import { classCodeTaken, departmentIdFor, knownYearGroups } from '../../school-members/class-fields-sql.ts';
import { activeStudentsOfClasses } from '../../school-members/class-students-sql.ts';
import { schoolName } from '../../school-members/member-reads-sql.ts';
import { enrolInClassWork } from '../../work/enrol-in-class-work-sql.ts';
import { withdrawFromClassWork } from '../../work/withdraw-from-class-work-sql.ts';

/** A class's row as the service needs it to decide: its school and code. */
export interface GroupHead {
  groupId: number;
  schoolId: number;
  code: string;
}

/** Every SQL query about a school's classes: the list, one class, editing and deleting it, its teachers and its members. */
export class GroupsRepository {
  constructor(private readonly db: Db) {}

  /** Active students of one class (group_students' primary key leads with group_id), by last then first name. */
  async activeStudents(groupId: number): Promise<GroupStudent[]> {
    const rows = await activeStudentsOfClasses(this.db, [groupId]);
    return rows.map(({ studentId, firstName, lastName }) => ({ studentId, firstName, lastName }));
  }

  /** The active students of several classes in one read, each row with its class (as activeStudents). */
  activeStudentsOfGroups(groupIds: number[]) {
    return activeStudentsOfClasses(this.db, groupIds);
  }

  schoolName(schoolId: number) {
    return schoolName(this.db, schoolId);
  }

  /**
   * Every student's account and place in the class, in one transaction: all of them or none. Each
   * username is the first free one of its base, chosen inside the transaction (chooseUserNames).
   */
  addStudents(o: {
    schoolId: number;
    groupId: number;
    students: Array<Omit<NewStudentAccount, 'userName'> & { userNameBase: string }>;
    now: Date;
  }) {
    return this.db.transaction(async (tx) => {
      const userNames = await chooseUserNames(
        tx,
        o.students.map((s) => s.userNameBase),
      );
      const added = await addStudentsToClass(tx, {
        schoolId: o.schoolId,
        groupId: o.groupId,
        now: o.now,
        students: o.students.map((s, i) => ({
          firstName: s.firstName,
          lastName: s.lastName,
          passwordHash: s.passwordHash,
          userName: userNames[i] ?? '',
        })),
      });
      return added.map((a, i) => ({ ...a, userName: userNames[i] ?? '' }));
    });
  }

  // ------------------------------------------------------------ running the school's classes (issue 13)

  /**
   * Classes of a school (not archived, not demo), by code, with department, year groups, teachers
   * and active students: three statements however many classes (the classes with their counts, their
   * year groups, their teachers). `where` narrows the classes (one class, a teacher's classes).
   */
  async list(schoolId: number, where?: SQL, includeDemo = false): Promise<SchoolGroup[]> {
    const rows = await this.db
      .select({
        groupId: groups.id,
        code: groups.code,
        description: groups.description,
        departmentId: groups.departmentId,
        departmentName: departments.name,
        studentCount: sql<number>`(select count(*) from ${groupStudents}
          join ${students} on ${students.id} = ${groupStudents.studentId} and ${students.isArchived} = false
          where ${groupStudents.groupId} = ${groups.id})`.mapWith(Number),
      })
      .from(groups)
      .leftJoin(departments, eq(departments.id, groups.departmentId))
      .where(
        and(
          eq(groups.schoolId, schoolId),
          eq(groups.isArchived, false),
          includeDemo ? undefined : eq(groups.isDemo, false),
          where,
        ),
      )
      .orderBy(asc(groups.code), asc(groups.id));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.groupId);
    const [years, teacherRows] = await Promise.all([
      this.db
        .select({
          groupId: groupYearGroups.groupId,
          countryYearGroupId: countryYearGroups.id,
          name: countryYearGroups.name,
        })
        .from(groupYearGroups)
        .innerJoin(countryYearGroups, eq(countryYearGroups.id, groupYearGroups.countryYearGroupId))
        .where(inArray(groupYearGroups.groupId, ids))
        .orderBy(asc(countryYearGroups.position)),
      this.db
        .select({
          groupId: groupTeachers.groupId,
          teacherId: teachers.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(groupTeachers)
        .innerJoin(teachers, eq(teachers.id, groupTeachers.teacherId))
        .innerJoin(users, eq(users.id, teachers.userId))
        .where(inArray(groupTeachers.groupId, ids))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(teachers.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      yearGroups: years
        .filter((y) => y.groupId === row.groupId)
        .map(({ countryYearGroupId, name }) => ({ countryYearGroupId, name })),
      teachers: teacherRows
        .filter((t) => t.groupId === row.groupId)
        .map(({ teacherId, firstName, lastName }) => ({ teacherId, firstName, lastName })),
    }));
  }

  /** One class in the list's shape (a demo class too: its teachers may edit it). */
  async one(head: GroupHead): Promise<SchoolGroup | null> {
    const [found] = await this.list(head.schoolId, eq(groups.id, head.groupId), true);
    return found ?? null;
  }

  /** The classes a teacher (a school membership) teaches. */
  teacherClasses(schoolId: number, teacherId: number) {
    return this.list(
      schoolId,
      sql`exists (select 1 from ${groupTeachers} where ${groupTeachers.groupId} = ${groups.id} and ${groupTeachers.teacherId} = ${teacherId})`,
    );
  }

  /** A school membership (the spec's teacherId): its school and user. */
  async findTeacher(teacherId: number) {
    const [row] = await this.db
      .select({ teacherId: teachers.id, schoolId: teachers.schoolId, userId: teachers.userId })
      .from(teachers)
      .where(eq(teachers.id, teacherId));
    return row ?? null;
  }

  /**
   * What deleting the class takes with it, in one statement: its active students (they stay in the
   * school), the work set for it alone and the answers to that work (deleted), and the work it shares
   * with other classes (kept for them).
   */
  async deletionCounts(groupId: number): Promise<GroupDeletionCounts> {
    const rows = await this.db.execute<{
      students: number;
      set_work: number;
      answers: number;
      shared_work: number;
    }>(sql`
      with own as (
        select ag.assignment_id,
          exists (select 1 from assignment_groups o where o.assignment_id = ag.assignment_id and o.group_id <> ag.group_id) as shared
        from assignment_groups ag where ag.group_id = ${groupId}
      )
      select
        (select count(*) from group_students gs join students s on s.id = gs.student_id and s.is_archived = false
          where gs.group_id = ${groupId})::int as students,
        (select count(*) from own where not shared)::int as set_work,
        (select count(*) from student_answers sa where sa.assignment_id in (select assignment_id from own where not shared))::int as answers,
        (select count(*) from own where shared)::int as shared_work`);
    const row = rows.rows[0];
    return {
      students: Number(row?.students ?? 0),
      setWork: Number(row?.set_work ?? 0),
      answers: Number(row?.answers ?? 0),
      sharedWork: Number(row?.shared_work ?? 0),
    };
  }

  async schoolCountry(schoolId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ country: schools.country })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.country ?? null;
  }

  knownYearGroups(country: string, ids: number[]) {
    return knownYearGroups(this.db, country, ids);
  }

  /**
   * The class's code, description, department and year groups, in one transaction with the school's
   * row locked, so two classes cannot take the same code at once. 'codeTaken' changes nothing.
   */
  update(o: {
    head: GroupHead;
    code: string;
    description: string | null;
    departmentName: string | null;
    yearGroupIds: number[];
  }): Promise<'updated' | 'codeTaken'> {
    const { schoolId, groupId } = o.head;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from schools where id = ${schoolId} for update`);
      if (await classCodeTaken(tx, { schoolId, code: o.code, exceptGroupId: groupId })) return 'codeTaken';
      const departmentId = await departmentIdFor(tx, schoolId, o.departmentName);
      await tx
        .update(groups)
        .set({ code: o.code, description: o.description, departmentId })
        .where(eq(groups.id, groupId));
      await tx.delete(groupYearGroups).where(eq(groupYearGroups.groupId, groupId));
      if (o.yearGroupIds.length) {
        await tx
          .insert(groupYearGroups)
          .values(o.yearGroupIds.map((countryYearGroupId) => ({ groupId, countryYearGroupId, schoolId })));
      }
      return 'updated';
    });
  }

  /**
   * Deletes the class in one transaction: first the work set for it alone (its answers, sessions,
   * questions and notifications go by cascade), then the class (its places, teachers, year groups,
   * codes and its links to shared work go by cascade; shared work's students keep their rows, with
   * the class left blank). The students themselves stay in the school.
   */
  delete(groupId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`
        delete from assignments a
        where a.id in (select ag.assignment_id from assignment_groups ag where ag.group_id = ${groupId})
          and not exists (
            select 1 from assignment_groups o where o.assignment_id = a.id and o.group_id <> ${groupId}
          )`);
      await tx.delete(groups).where(eq(groups.id, groupId));
    });
  }

  teachers(groupId: number): Promise<GroupTeacher[]> {
    return this.db
      .select({ teacherId: teachers.id, firstName: users.firstName, lastName: users.lastName })
      .from(groupTeachers)
      .innerJoin(teachers, eq(teachers.id, groupTeachers.teacherId))
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(groupTeachers.groupId, groupId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(teachers.id));
  }

  /** The Confirmed teachers of the school among `teacherIds`. */
  async confirmedTeachers(schoolId: number, teacherIds: number[]) {
    const rows = await this.db
      .select({ teacherId: teachers.id, userId: teachers.userId })
      .from(teachers)
      .where(
        and(
          eq(teachers.schoolId, schoolId),
          eq(teachers.membershipStatus, 'Confirmed'),
          inArray(teachers.id, teacherIds),
        ),
      );
    return rows;
  }

  /** The class's teachers become exactly `teacherIds`, in one transaction; answers whose classes changed (user ids). */
  setTeachers(head: GroupHead, teacherIds: number[]): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(groupTeachers)
        .where(and(eq(groupTeachers.groupId, head.groupId), notInArray(groupTeachers.teacherId, teacherIds)))
        .returning({ teacherId: groupTeachers.teacherId });
      const added = await tx
        .insert(groupTeachers)
        .values(
          teacherIds.map((teacherId) => ({ groupId: head.groupId, teacherId, schoolId: head.schoolId })),
        )
        .onConflictDoNothing()
        .returning({ teacherId: groupTeachers.teacherId });
      const changed = [...removed, ...added].map((r) => r.teacherId);
      if (changed.length === 0) return [];
      const rows = await tx
        .select({ userId: teachers.userId })
        .from(teachers)
        .where(inArray(teachers.id, changed));
      return rows.map((r) => r.userId);
    });
  }

  /** The school's students among `studentIds` (archived ones included). */
  async schoolStudents(schoolId: number, studentIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, studentIds)));
    return rows.map((r) => r.id);
  }

  /** The members of the class among `studentIds`. */
  async members(groupId: number, studentIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: groupStudents.studentId })
      .from(groupStudents)
      .where(and(eq(groupStudents.groupId, groupId), inArray(groupStudents.studentId, studentIds)));
    return rows.map((r) => r.id);
  }

  /** Students of the school join the class and its current whole-class work; answers how many were not in it. */
  addMembers(o: { head: GroupHead; studentIds: number[]; now: Date }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const joined = await this.#join(tx, o.head, o.studentIds, o.now);
      return joined.length;
    });
  }

  /**
   * Students leave the class, and its open work they have not started (withdrawFromClassWork), in one
   * transaction. Work they started stays theirs, with its answers in the class's results; they get
   * none of its new work.
   */
  removeMembers(o: { groupId: number; studentIds: number[]; now: Date }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const left = await this.#leave(tx, o.groupId, o.studentIds, o.now);
      return left.length;
    });
  }

  /**
   * Students leave one class for another of the same school, in one transaction: out of the first and
   * its open work they have not started, into the second and its current whole-class work. Their past
   * answers are not touched: they stay keyed to the first class's work, where they were given.
   */
  moveMembers(o: { from: GroupHead; to: GroupHead; studentIds: number[]; now: Date }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const left = await this.#leave(tx, o.from.groupId, o.studentIds, o.now);
      await this.#join(tx, o.to, left, o.now);
      return left.length;
    });
  }

  /** Students out of the class and its unstarted open work; answers those who were in it. */
  async #leave(tx: Pick<Db, 'delete' | 'execute'>, groupId: number, studentIds: number[], now: Date) {
    if (studentIds.length === 0) return [];
    const left = await tx
      .delete(groupStudents)
      .where(and(eq(groupStudents.groupId, groupId), inArray(groupStudents.studentId, studentIds)))
      .returning({ id: groupStudents.studentId });
    const ids = left.map((r) => r.id);
    await withdrawFromClassWork(tx, { members: ids.map((studentId) => ({ groupId, studentId })), now });
    return ids;
  }

  async #join(tx: Pick<Db, 'insert' | 'execute'>, head: GroupHead, studentIds: number[], now: Date) {
    if (studentIds.length === 0) return [];
    const joined = await tx
      .insert(groupStudents)
      .values(studentIds.map((studentId) => ({ groupId: head.groupId, studentId, schoolId: head.schoolId })))
      .onConflictDoNothing()
      .returning({ id: groupStudents.studentId });
    const ids = joined.map((r) => r.id);
    await enrolInClassWork(tx, {
      members: ids.map((studentId) => ({ groupId: head.groupId, studentId })),
      now,
    });
    return ids;
  }
}
