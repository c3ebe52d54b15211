import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  departments,
  groups,
  groupTeachers,
  groupYearGroups,
  invitations,
  schools,
  teachers,
  users,
} from '../../db/schema.ts';
import { classCodeTaken, departmentIdFor, knownYearGroups } from '../../school-members/class-fields-sql.ts';
import { emailConfirmed } from '../../school-members/member-reads-sql.ts';

type NewSchool = { name: string; addressLine1: string; city: string; country: string; zipOrPostCode: string };

/** Schools, memberships of them, and the classes made in them. */
export class SchoolsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Schools whose name, town or postcode holds every word searched, by name. The UK has some 32,000
   * schools: a scan of that many short rows takes a few milliseconds, so no trigram index (which
   * PGlite would need as an extension) is worth its weight yet.
   */
  async search(o: { userId: number; words: string[]; skip: number; take: number }) {
    const haystack = sql`lower(${schools.name} || ' ' || coalesce(${schools.city}, '') || ' ' || coalesce(${schools.zipOrPostCode}, ''))`;
    const where = and(...o.words.map((w) => sql`${haystack} like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`}`));
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          schoolId: schools.id,
          name: schools.name,
          addressLine1: schools.addressLine1,
          city: schools.city,
          zipOrPostCode: schools.zipOrPostCode,
          country: schools.country,
          teacherCount: sql<number>`(count(${teachers.id}) filter (where ${teachers.membershipStatus} = 'Confirmed'))::int`,
          membershipStatus: sql<
            'Pending' | 'Confirmed' | null
          >`max(case when ${teachers.userId} = ${o.userId} then ${teachers.membershipStatus} end)`,
        })
        .from(schools)
        .leftJoin(teachers, eq(teachers.schoolId, schools.id))
        .where(where)
        .groupBy(schools.id)
        .orderBy(asc(schools.name), asc(schools.id))
        .offset(o.skip)
        .limit(o.take),
      this.db.select({ n: count() }).from(schools).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async findSchool(schoolId: number) {
    const [row] = await this.db.select().from(schools).where(eq(schools.id, schoolId));
    return row ?? null;
  }

  /** A school already on Mathsight with this name and postcode (spaces and case ignored), other than `exceptId`. */
  async findDuplicate(name: string, postcode: string, exceptId?: number) {
    const [row] = await this.db
      .select({ id: schools.id })
      .from(schools)
      .where(
        and(
          sql`lower(${schools.name}) = ${name.toLowerCase()}`,
          sql`replace(upper(${schools.zipOrPostCode}), ' ', '') = ${postcode.toUpperCase().replace(/\s+/g, '')}`,
          exceptId === undefined ? undefined : ne(schools.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The school's details as an administrator corrected them; null if it is gone. */
  async updateSchool(schoolId: number, details: NewSchool) {
    const [row] = await this.db.update(schools).set(details).where(eq(schools.id, schoolId)).returning();
    return row ?? null;
  }

  async setMotivationalFeatures(schoolId: number, enabled: boolean) {
    const [row] = await this.db
      .update(schools)
      .set({ motivationalFeaturesEnabled: enabled })
      .where(eq(schools.id, schoolId))
      .returning();
    return row ?? null;
  }

  async findMembership(userId: number, schoolId: number) {
    const [row] = await this.db
      .select({ teacherId: teachers.id, membershipStatus: teachers.membershipStatus })
      .from(teachers)
      .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
    return row ?? null;
  }

  /**
   * The school, its first department and its founder as a Confirmed administrator, and the founder's
   * current school, in one transaction.
   */
  async createSchool(userId: number, school: NewSchool) {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(schools).values(school).returning();
      if (!created) throw new Error('the school was not stored');
      const [teacher] = await tx
        .insert(teachers)
        .values({
          schoolId: created.id,
          userId,
          membershipStatus: 'Confirmed',
          isSchoolAdministrator: true,
          verifiedInSchool: true,
        })
        .returning({ id: teachers.id });
      await tx.insert(departments).values({ schoolId: created.id, name: 'Mathematics' });
      await tx.update(users).set({ currentSchoolId: created.id }).where(eq(users.id, userId));
      return { school: created, teacherId: teacher?.id ?? 0 };
    });
  }

  /** A Pending membership (and, if asked, the school as the user's current one), together. */
  async join(userId: number, schoolId: number, makeDefault: boolean) {
    return this.db.transaction(async (tx) => {
      const [teacher] = await tx
        .insert(teachers)
        .values({ schoolId, userId, membershipStatus: 'Pending' })
        .returning({ id: teachers.id });
      if (makeDefault) await tx.update(users).set({ currentSchoolId: schoolId }).where(eq(users.id, userId));
      return teacher?.id ?? 0;
    });
  }

  /** The school's administrators who can be told of a teacher waiting: Confirmed, with an address. */
  administrators(schoolId: number) {
    return this.db
      .select({ userId: users.id, firstName: users.firstName, email: users.email })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(
        and(
          eq(teachers.schoolId, schoolId),
          eq(teachers.isSchoolAdministrator, true),
          eq(teachers.membershipStatus, 'Confirmed'),
        ),
      );
  }

  /** Whether the user has confirmed their own email address (needed to add a school). */
  emailConfirmed(userId: number): Promise<boolean> {
    return emailConfirmed(this.db, userId);
  }

  async findUser(userId: number) {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  // ------------------------------------------------------------------ classes

  classCodeTaken(schoolId: number, code: string): Promise<boolean> {
    return classCodeTaken(this.db, { schoolId, code });
  }

  /** The year groups of the school's country among `ids`. */
  knownYearGroups(country: string, ids: number[]): Promise<number[]> {
    return knownYearGroups(this.db, country, ids);
  }

  /** The class, its year groups, its first teacher and its students' invitation, in one transaction. */
  async createGroup(o: {
    schoolId: number;
    teacherId: number;
    code: string;
    description: string | null;
    departmentName: string | null;
    yearGroupIds: number[];
    invitationCode: string;
  }) {
    return this.db.transaction(async (tx) => {
      const departmentId = await departmentIdFor(tx, o.schoolId, o.departmentName);
      const [group] = await tx
        .insert(groups)
        .values({ schoolId: o.schoolId, code: o.code, description: o.description, departmentId })
        .returning({ id: groups.id, code: groups.code, description: groups.description });
      if (!group) throw new Error('the class was not stored');
      if (o.yearGroupIds.length) {
        await tx
          .insert(groupYearGroups)
          .values(
            o.yearGroupIds.map((id) => ({ groupId: group.id, countryYearGroupId: id, schoolId: o.schoolId })),
          );
      }
      await tx
        .insert(groupTeachers)
        .values({ groupId: group.id, teacherId: o.teacherId, schoolId: o.schoolId });
      await tx.insert(invitations).values({
        code: o.invitationCode,
        kind: 'ClassStudent',
        schoolId: o.schoolId,
        groupId: group.id,
        invitedByTeacherId: o.teacherId,
      });
      return group;
    });
  }

  /** The code a class's students sign up with now (the newest not revoked). */
  async classInvitation(groupId: number) {
    const [row] = await this.db
      .select({ code: invitations.code })
      .from(invitations)
      .where(
        and(
          eq(invitations.groupId, groupId),
          eq(invitations.kind, 'ClassStudent'),
          isNull(invitations.revokedAt),
        ),
      )
      .orderBy(sql`${invitations.id} desc`)
      .limit(1);
    return row ?? null;
  }
}
