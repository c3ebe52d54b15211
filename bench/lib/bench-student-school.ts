import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  groupStudents,
  groups,
  groupYearGroups,
  students,
  teachers,
  users,
} from '../../apps/server/src/db/schema.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';
import { seedReferenceData } from '../../apps/server/src/seed/seed.ts';
import { insertBenchSchool } from './bench-school.ts';

/** Class `c`'s code: 7A/Ma, 8A/Ma, … 13A/Ma, 7B/Ma, … (seven year groups a letter). */
export const benchClassCode = (c: number) =>
  `${7 + (c % 7)}${String.fromCharCode(65 + Math.floor(c / 7))}/Ma`;

/** What a benchmark gives student `n` (0-based, in class order) beyond a user name. */
export interface BenchStudent {
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
  upn?: string;
  isArchived?: boolean;
}

export interface BenchStudentSchool {
  schoolId: number;
  /** Signs in with the demo password. */
  teacherUserName: string;
  /** The classes in order (class `c` is `benchClassCode(c)`). */
  groupIds: number[];
}

/**
 * A migrated database with a school of `students` students in classes of `classSize` across Years 7–13
 * (class `c` in Year 7 + c mod 7) and one Confirmed teacher (an administrator if asked) who teaches none
 * of them, written straight into the database before the server starts (PGlite belongs to one process).
 * Then ANALYZE: a school's rows are there for weeks before anyone lists them, so the planner gets the
 * statistics autovacuum would have gathered by then (without them PostgreSQL joined every student to
 * every user in the students list).
 */
export async function prepareBenchStudentSchool(
  database: Database,
  options: {
    /** Names the school, the teacher (`<prefix>.teacher.<tag>`) and the students (`<prefix>.bench.<tag>.<n>`). */
    prefix: string;
    city: string;
    students: number;
    classSize: number;
    administrator?: boolean;
    student: (n: number) => BenchStudent;
  },
): Promise<BenchStudentSchool> {
  await database.migrate();
  await seedReferenceData(database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig().argon2);
  const tag = randomUUID().slice(0, 8);
  const teacherUserName = `${options.prefix}.teacher.${tag}`;
  const prepared = await database.db.transaction(async (tx) => {
    const { school, teacher } = await insertBenchSchool(tx, {
      name: `${options.prefix} bench ${tag}`,
      city: options.city,
      teacherUserName,
      passwordHash,
    });
    if (options.administrator) {
      await tx.update(teachers).set({ isSchoolAdministrator: true }).where(eq(teachers.id, teacher.id));
    }
    const groupIds: number[] = [];
    for (let c = 0; c * options.classSize < options.students; c++) {
      const [group] = await tx
        .insert(groups)
        .values({ schoolId: school.id, code: benchClassCode(c) })
        .returning();
      if (!group) throw new Error('bench class not created');
      groupIds.push(group.id);
      await tx
        .insert(groupYearGroups)
        .values({ groupId: group.id, countryYearGroupId: 8 + (c % 7), schoolId: school.id });
      const first = c * options.classSize;
      const made = Array.from({ length: Math.min(options.classSize, options.students - first) }, (_, i) =>
        options.student(first + i),
      );
      const studentUsers = await tx
        .insert(users)
        .values(
          made.map((s, i) => ({
            roles: ['Student'],
            firstName: s.firstName,
            lastName: s.lastName,
            userName: `${options.prefix}.bench.${tag}.${first + i}`,
            ...(s.dateOfBirth && { dateOfBirth: s.dateOfBirth }),
          })),
        )
        .returning({ id: users.id });
      const rows = await tx
        .insert(students)
        .values(
          studentUsers.map((u, i) => ({
            userId: u.id,
            schoolId: school.id,
            upn: made[i]?.upn ?? null,
            isArchived: made[i]?.isArchived ?? false,
          })),
        )
        .returning({ id: students.id });
      await tx
        .insert(groupStudents)
        .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
    }
    return { schoolId: school.id, teacherUserName, groupIds };
  });
  await database.query('analyze', []);
  return prepared;
}
