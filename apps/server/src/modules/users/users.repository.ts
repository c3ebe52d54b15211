import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countryYearGroups,
  departments,
  featureFlags,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  schools,
  students,
  teachers,
  userState,
  users,
} from '../../db/schema.ts';
import { parentChildren, parentEndedLinks } from '../../school-members/parent-children-sql.ts';

/** Every query behind users/me and the user's own settings. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** A parent's children, linked now (school-members/parent-children-sql.ts, as the parent's home reads them). */
  listChildren(userId: number) {
    return parentChildren(this.db, userId);
  }

  /** A parent's links that ended, for the notice on their home. */
  listEndedChildLinks(userId: number) {
    return parentEndedLinks(this.db, userId);
  }

  async findUser(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /** The user's school memberships, one row per school, by school id. */
  listMemberships(userId: number) {
    return this.db
      .select({
        schoolId: schools.id,
        name: schools.name,
        motivationalFeaturesEnabled: schools.motivationalFeaturesEnabled,
        teacherId: teachers.id,
        membershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
        verifiedInSchool: teachers.verifiedInSchool,
      })
      .from(teachers)
      .innerJoin(schools, eq(schools.id, teachers.schoolId))
      .where(eq(teachers.userId, userId))
      .orderBy(asc(schools.id));
  }

  /** The classes a teacher teaches, with their department and head count, in one query. */
  listTeacherGroups(teacherId: number) {
    const studentCount = this.db
      .select({ groupId: groupStudents.groupId, n: count().as('n') })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .groupBy(groupStudents.groupId)
      .as('student_count');
    return this.db
      .select({
        groupId: groups.id,
        schoolId: groups.schoolId,
        code: groups.code,
        description: groups.description,
        departmentId: groups.departmentId,
        departmentName: departments.name,
        isDemo: groups.isDemo,
        studentCount: sql<number>`coalesce(${studentCount.n}, 0)`.mapWith(Number),
      })
      .from(groupTeachers)
      .innerJoin(groups, and(eq(groups.id, groupTeachers.groupId), eq(groups.isArchived, false)))
      .leftJoin(departments, eq(departments.id, groups.departmentId))
      .leftJoin(studentCount, eq(studentCount.groupId, groups.id))
      .where(eq(groupTeachers.teacherId, teacherId))
      .orderBy(asc(groups.code));
  }

  async listYearGroupsOfGroups(groupIds: number[]) {
    if (groupIds.length === 0) return [];
    return this.db
      .select({
        groupId: groupYearGroups.groupId,
        countryYearGroupId: countryYearGroups.id,
        name: countryYearGroups.name,
      })
      .from(groupYearGroups)
      .innerJoin(countryYearGroups, eq(countryYearGroups.id, groupYearGroups.countryYearGroupId))
      .where(inArray(groupYearGroups.groupId, groupIds))
      .orderBy(asc(countryYearGroups.position));
  }

  listSchoolTeachers(schoolId: number) {
    return this.db
      .select({
        teacherId: teachers.id,
        userId: users.id,
        schoolId: teachers.schoolId,
        title: users.title,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        schoolMembershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.schoolId, schoolId))
      .orderBy(asc(users.lastName), asc(users.firstName));
  }

  /** Flags on for everyone, for this school or for this user. */
  async listFeatureFlags(userId: number, schoolId: number | null) {
    const rows = await this.db
      .selectDistinct({ key: featureFlags.key })
      .from(featureFlags)
      .where(
        and(
          eq(featureFlags.enabled, true),
          or(
            and(isNull(featureFlags.schoolId), isNull(featureFlags.userId)),
            eq(featureFlags.userId, userId),
            schoolId === null ? sql`false` : eq(featureFlags.schoolId, schoolId),
          ),
        ),
      )
      .orderBy(asc(featureFlags.key));
    return rows.map((r) => r.key);
  }

  listUserState(userId: number) {
    return this.db
      .select({ key: userState.key, value: userState.value })
      .from(userState)
      .where(eq(userState.userId, userId))
      .orderBy(asc(userState.key));
  }

  /** Upserts each value in one transaction: all are saved or none. */
  async saveUserState(userId: number, values: Array<{ key: string; value: string }>) {
    await this.db.transaction(async (tx) => {
      for (const { key, value } of values) {
        await tx
          .insert(userState)
          .values({ userId, key, value })
          .onConflictDoUpdate({
            target: [userState.userId, userState.key],
            set: { value, updatedAt: new Date() },
          });
      }
    });
  }

  async findStudent(userId: number) {
    const [row] = await this.db
      .select({ studentId: students.id, schoolId: students.schoolId })
      .from(students)
      .where(and(eq(students.userId, userId), eq(students.isArchived, false)))
      .orderBy(asc(students.id))
      .limit(1);
    return row ?? null;
  }

  async updateUser(userId: number, values: Partial<typeof users.$inferInsert>) {
    await this.db.update(users).set(values).where(eq(users.id, userId));
  }

  async touch(userId: number) {
    const now = new Date();
    await this.db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    return now;
  }
}
