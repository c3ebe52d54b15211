import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countryYearGroups,
  groups,
  groupYearGroups,
  invitations,
  schools,
  studentImports,
  students,
  users,
} from '../../db/schema.ts';
import {
  addStudentsToClasses,
  chooseUserNames,
  lockStudentUserNames,
  type NewImportedStudent,
} from '../../school-members/add-students-sql.ts';
import type { ExistingStudent } from './import-rows.ts';
import type { YearGroupRef } from './read-import-rows.ts';

/** A class of the school as the import checks rows against it. */
export interface ImportClass {
  groupId: number;
  code: string;
  /** Its year groups; none when the class is for any year. */
  yearGroups: YearGroupRef[];
}

export interface NewImportClass {
  code: string;
  countryYearGroupId: number | null;
  invitationCode: string;
}

/**
 * Every SQL query of a student import: a check is three statements whatever the file's size (the
 * school, its classes, the students the file names again); the import is one transaction of a
 * fixed number of statements (classes, their year groups and codes, then addStudentsToClasses).
 */
export class StudentImportRepository {
  constructor(private readonly db: Db) {}

  async school(schoolId: number): Promise<{ name: string; country: string } | null> {
    const [row] = await this.db
      .select({ name: schools.name, country: schools.country })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  /**
   * The school's classes that are not archived (groups_school_idx), each with its year groups in the
   * country's order (a row's year is checked against them): one statement, a row per class and year.
   */
  async classes(schoolId: number): Promise<ImportClass[]> {
    const rows = await this.db
      .select({
        groupId: groups.id,
        code: groups.code,
        countryYearGroupId: countryYearGroups.id,
        yearName: countryYearGroups.name,
      })
      .from(groups)
      .leftJoin(groupYearGroups, eq(groupYearGroups.groupId, groups.id))
      .leftJoin(countryYearGroups, eq(countryYearGroups.id, groupYearGroups.countryYearGroupId))
      .where(and(eq(groups.schoolId, schoolId), eq(groups.isArchived, false)))
      .orderBy(asc(groups.id), asc(countryYearGroups.position));
    const byId = new Map<number, ImportClass>();
    for (const row of rows) {
      const entry = byId.get(row.groupId) ?? { groupId: row.groupId, code: row.code, yearGroups: [] };
      if (row.countryYearGroupId !== null && row.yearName !== null) {
        entry.yearGroups.push({ countryYearGroupId: row.countryYearGroupId, name: row.yearName });
      }
      byId.set(row.groupId, entry);
    }
    return [...byId.values()];
  }

  /**
   * The school's students (archived ones too: they are still its students) whose UPN the file has
   * (students_school_upn_idx), or whose name and date of birth a row of the file has.
   */
  async existing(
    schoolId: number,
    upns: string[],
    names: Array<{ firstName: string; lastName: string; dateOfBirth: string }>,
  ): Promise<ExistingStudent[]> {
    if (upns.length === 0 && names.length === 0) return [];
    const keys = JSON.stringify(
      names.map((n) => ({ f: n.firstName.toLowerCase(), l: n.lastName.toLowerCase(), d: n.dateOfBirth })),
    );
    const rows = await this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        upn: students.upn,
        dateOfBirth: users.dateOfBirth,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(
        and(
          eq(students.schoolId, schoolId),
          sql`(${students.upn} in (select value from json_array_elements_text(${JSON.stringify(upns)}::json))
            or exists (select 1 from json_to_recordset(${keys}::json) as k(f text, l text, d date)
              where lower(${users.firstName}) = k.f and lower(${users.lastName}) = k.l and ${users.dateOfBirth} = k.d))`,
        ),
      );
    return rows.map((r) => ({ ...r, dateOfBirth: r.dateOfBirth ?? null }));
  }

  /**
   * The import in one transaction: the classes to make (each with its year group and its students'
   * invitation code, no teacher yet), then every student's account, school place, class and current
   * class work. The school's row is locked, so two imports into one school run one after the other;
   * each username is the first free one of its base, chosen inside the transaction (chooseUserNames).
   * The import's record (the sync screen's history) is written last, in the same transaction.
   */
  importStudents(o: {
    schoolId: number;
    /** Who imported, how, and the file's rows: the history's record. */
    record: { teacherId: number; mode: 'all' | 'validOnly'; rowCount: number; rowsSkipped: number };
    newClasses: NewImportClass[];
    /** Each student's class: an existing class's id, or the code of a class made here. */
    students: Array<
      Omit<NewImportedStudent, 'groupId' | 'userName'> & {
        groupId: number | null;
        className: string;
        userNameBase: string;
      }
    >;
    now: Date;
  }) {
    return this.db.transaction(async (tx) => {
      // The usernames' lock before the school's row, in the order every add takes them (add-students-sql.ts).
      await lockStudentUserNames(tx);
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, o.schoolId)).for('update');
      const made = o.newClasses.length
        ? await tx
            .insert(groups)
            .values(o.newClasses.map((c) => ({ schoolId: o.schoolId, code: c.code })))
            .returning({ id: groups.id, code: groups.code })
        : [];
      const madeByCode = new Map(made.map((g) => [g.code.toLowerCase(), g.id]));
      const years = o.newClasses.flatMap((c) => {
        const groupId = madeByCode.get(c.code.toLowerCase());
        return groupId !== undefined && c.countryYearGroupId !== null
          ? [{ groupId, countryYearGroupId: c.countryYearGroupId, schoolId: o.schoolId }]
          : [];
      });
      if (years.length) await tx.insert(groupYearGroups).values(years);
      if (made.length) {
        await tx.insert(invitations).values(
          o.newClasses.map((c) => ({
            code: c.invitationCode,
            kind: 'ClassStudent' as const,
            schoolId: o.schoolId,
            groupId: madeByCode.get(c.code.toLowerCase()) ?? null,
          })),
        );
      }
      const userNames = await chooseUserNames(
        tx,
        o.students.map((s) => s.userNameBase),
      );
      const added = await addStudentsToClasses(tx, {
        schoolId: o.schoolId,
        students: o.students.map((s, i) => {
          const groupId = s.groupId ?? madeByCode.get(s.className.toLowerCase());
          if (groupId === undefined) throw new Error(`the class ${s.className} was not made`);
          return {
            firstName: s.firstName,
            lastName: s.lastName,
            userName: userNames[i] ?? '',
            passwordHash: s.passwordHash,
            dateOfBirth: s.dateOfBirth,
            upn: s.upn,
            parentEmails: s.parentEmails,
            groupId,
          };
        }),
        now: o.now,
      });
      await tx.insert(studentImports).values({
        schoolId: o.schoolId,
        ...o.record,
        studentsAdded: added.length,
        classesCreated: made.length,
        createdAt: o.now,
      });
      return {
        added,
        userNames,
        classesCreated: made.map((g) => ({ groupId: g.id, code: g.code })),
      };
    });
  }
}
