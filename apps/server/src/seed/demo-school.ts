import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  departments,
  featureFlags,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  parentStudents,
  parents,
  schools,
  students,
  teachers,
  users,
} from '../db/schema.ts';
import { intBetween, pick, seededRandom } from '../shared/random.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';

interface ClassPlan {
  code: string;
  yearGroupId: number;
  teachers: Array<'teacher' | 'admin'>;
  isDemo?: boolean;
}

interface SchoolPlan {
  name: string;
  addressLine1: string;
  city: string;
  zipOrPostCode: string;
  classes: ClassPlan[];
}

/** GB year groups' ids in the content package: Year 7 is 8, Year 11 is 12. */
const YEAR = { 7: 8, 8: 9, 9: 10, 10: 11, 11: 12 } as const;

const OAKFIELD: SchoolPlan = {
  name: 'Oakfield Academy',
  addressLine1: '14 Elm Grove',
  city: 'Leeds',
  zipOrPostCode: 'LS6 2AB',
  classes: [
    { code: '7A/Ma1', yearGroupId: YEAR[7], teachers: ['teacher'] },
    { code: '7C/Ma3', yearGroupId: YEAR[7], teachers: ['admin'] },
    { code: '8B/Ma2', yearGroupId: YEAR[8], teachers: ['teacher', 'admin'] },
    { code: '9A/Ma1', yearGroupId: YEAR[9], teachers: ['teacher'] },
    { code: '10X/Ma2', yearGroupId: YEAR[10], teachers: ['admin'] },
    { code: '11Y/Ma1', yearGroupId: YEAR[11], teachers: ['teacher'] },
    { code: 'Demo class', yearGroupId: YEAR[8], teachers: ['teacher', 'admin'], isDemo: true },
  ],
};

const RIVERSIDE: SchoolPlan = {
  name: 'Riverside High School',
  addressLine1: '2 Mill Lane',
  city: 'Bristol',
  zipOrPostCode: 'BS1 4QT',
  classes: [
    { code: '8R/Ma1', yearGroupId: YEAR[8], teachers: ['teacher'] },
    { code: '10R/Ma2', yearGroupId: YEAR[10], teachers: ['teacher'] },
  ],
};

export interface DemoSchoolsResult {
  schoolIds: number[];
  teacherUserId: number;
  studentUserId: number;
  /** The demo student's student row (Oakfield). */
  studentId: number;
}

/**
 * Two demo schools: an administrator, a second Confirmed teacher who also teaches in a second
 * school, a Pending teacher, classes of 25–30 students across Years 7–11, a demo student and a parent.
 * Every account shares one password hash, computed once (demo data only).
 */
export async function seedDemoSchools(db: Db, passwordHash: string): Promise<DemoSchoolsResult> {
  const random = seededRandom(20261122);
  return db.transaction(async (tx) => {
    const [teacher, admin, pending, parentUser] = await tx
      .insert(users)
      .values([
        staff('Mr', 'Tom', 'Hughes', 'demo.teacher', passwordHash, true),
        staff('Mrs', 'Priya', 'Shah', 'demo.admin', passwordHash, true),
        staff('Ms', 'Grace', 'Adeyemi', 'demo.pending', passwordHash, false),
        {
          roles: ['Parent'],
          firstName: 'Helen',
          lastName: 'Walker',
          userName: 'demo.parent',
          email: 'helen.walker@example.com',
          emailConfirmedAt: new Date(),
          passwordHash,
        },
      ])
      .returning({ id: users.id });
    if (!teacher || !admin || !pending || !parentUser) throw new Error('demo staff not created');

    const schoolIds: number[] = [];
    let demoStudentUserId = 0;
    let demoStudentId = 0;
    let usedNames = new Set<string>();
    /** Oakfield's students by class code, for the parents linked to them below. */
    const mainStudents = new Map<string, number[]>();
    const usedUserNames = new Set<string>();
    for (const [index, plan] of [OAKFIELD, RIVERSIDE].entries()) {
      const [school] = await tx
        .insert(schools)
        .values({ ...plan, country: 'GB' })
        .returning({ id: schools.id });
      if (!school) throw new Error('demo school not created');
      schoolIds.push(school.id);
      const isMain = index === 0;

      const memberships = [
        {
          userId: teacher.id,
          schoolId: school.id,
          membershipStatus: 'Confirmed' as const,
          verifiedInSchool: true,
        },
        ...(isMain
          ? [
              {
                userId: admin.id,
                schoolId: school.id,
                membershipStatus: 'Confirmed' as const,
                isSchoolAdministrator: true,
                verifiedInSchool: true,
              },
              { userId: pending.id, schoolId: school.id, membershipStatus: 'Pending' as const },
            ]
          : []),
      ];
      const teacherRows = await tx
        .insert(teachers)
        .values(memberships)
        .returning({ id: teachers.id, userId: teachers.userId });
      const teacherIdOf = (who: 'teacher' | 'admin') =>
        teacherRows.find((t) => t.userId === (who === 'teacher' ? teacher.id : admin.id))?.id;

      const [department] = await tx
        .insert(departments)
        .values({ schoolId: school.id, name: 'Mathematics' })
        .returning({ id: departments.id });

      for (const classPlan of plan.classes) {
        const [group] = await tx
          .insert(groups)
          .values({
            schoolId: school.id,
            code: classPlan.code,
            description: classPlan.isDemo
              ? 'Practice class with sample students'
              : `Maths set for ${classPlan.code}`,
            departmentId: department?.id,
            isDemo: classPlan.isDemo ?? false,
          })
          .returning({ id: groups.id });
        if (!group) throw new Error('demo class not created');
        await tx
          .insert(groupYearGroups)
          .values({ groupId: group.id, countryYearGroupId: classPlan.yearGroupId, schoolId: school.id });
        const classTeachers = classPlan.teachers
          .map(teacherIdOf)
          .filter((id): id is number => id !== undefined);
        await tx
          .insert(groupTeachers)
          .values(classTeachers.map((teacherId) => ({ groupId: group.id, teacherId, schoolId: school.id })));

        const size = classPlan.isDemo ? 8 : intBetween(random, 25, 30);
        const studentUsers = Array.from({ length: size }, () => {
          const { firstName, lastName } = uniqueName(random, usedNames);
          const userName = uniqueUserName(random, firstName, lastName, usedUserNames);
          return { roles: ['Student'], firstName, lastName, userName, passwordHash };
        });
        // The first student of the first class is the documented demo student.
        if (isMain && demoStudentUserId === 0 && studentUsers[0]) studentUsers[0].userName = 'demo.student';
        const insertedUsers = await tx
          .insert(users)
          .values(studentUsers)
          .returning({ id: users.id, userName: users.userName });
        const insertedStudents = await tx
          .insert(students)
          .values(insertedUsers.map((u) => ({ userId: u.id, schoolId: school.id })))
          .returning({ id: students.id, userId: students.userId });
        await tx
          .insert(groupStudents)
          .values(insertedStudents.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
        if (isMain)
          mainStudents.set(
            classPlan.code,
            insertedStudents.map((st) => st.id),
          );
        const demo = insertedUsers.find((u) => u.userName === 'demo.student');
        if (demo) {
          demoStudentUserId = demo.id;
          demoStudentId = insertedStudents.find((s) => s.userId === demo.id)?.id ?? 0;
        }
      }
      usedNames = new Set();
    }

    await tx
      .update(users)
      .set({ currentSchoolId: schoolIds[0] })
      .where(inArray(users.id, [teacher.id, admin.id]));
    const [parent] = await tx.insert(parents).values({ userId: parentUser.id }).returning({ id: parents.id });
    if (parent && demoStudentId && schoolIds[0]) {
      await tx
        .insert(parentStudents)
        .values({ parentId: parent.id, studentId: demoStudentId, schoolId: schoolIds[0] });
    }
    if (schoolIds[0]) await seedOakfieldParents(tx, schoolIds[0], mainStudents, passwordHash);
    if (schoolIds[0]) {
      await tx.insert(featureFlags).values([
        { key: 'teacher-assistant', schoolId: schoolIds[0] },
        { key: 'league-tables', schoolId: null, userId: null },
      ]);
    }
    return {
      schoolIds,
      teacherUserId: teacher.id,
      studentUserId: demoStudentUserId,
      studentId: demoStudentId,
    };
  });
}

/**
 * More of Oakfield's parents, for the parents screen: one with two children in different years, two
 * parents of one child, one each in other classes. Fixed names (no random draw), made after the
 * schools so every other seeded row keeps its id.
 */
const OAKFIELD_PARENTS: Array<{ firstName: string; lastName: string; children: Array<[string, number]> }> = [
  {
    firstName: 'Amir',
    lastName: 'Hussain',
    children: [
      ['7A/Ma1', 1],
      ['9A/Ma1', 0],
    ],
  },
  { firstName: 'Claire', lastName: 'Bennett', children: [['7C/Ma3', 0]] },
  { firstName: 'Daniel', lastName: 'Okafor', children: [['8B/Ma2', 0]] },
  { firstName: 'Sophie', lastName: 'Okafor', children: [['8B/Ma2', 0]] },
  { firstName: 'Gareth', lastName: 'Price', children: [['10X/Ma2', 0]] },
  { firstName: 'Mei', lastName: 'Lin', children: [['11Y/Ma1', 0]] },
];

async function seedOakfieldParents(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  schoolId: number,
  studentsByClass: Map<string, number[]>,
  passwordHash: string,
) {
  const parentUsers = await tx
    .insert(users)
    .values(
      OAKFIELD_PARENTS.map((p) => ({
        roles: ['Parent'],
        firstName: p.firstName,
        lastName: p.lastName,
        userName: `${p.firstName}.${p.lastName}.parent`.toLowerCase(),
        email: `${p.firstName}.${p.lastName}@example.com`.toLowerCase(),
        emailConfirmedAt: new Date(),
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const parentRows = await tx
    .insert(parents)
    .values(parentUsers.map((u) => ({ userId: u.id })))
    .returning({ id: parents.id });
  const links = OAKFIELD_PARENTS.flatMap((p, i) =>
    p.children.flatMap(([code, index]) => {
      const parentId = parentRows[i]?.id;
      const studentId = studentsByClass.get(code)?.[index];
      return parentId && studentId ? [{ parentId, studentId, schoolId }] : [];
    }),
  );
  if (links.length) await tx.insert(parentStudents).values(links);
}

function staff(
  title: string,
  firstName: string,
  lastName: string,
  userName: string,
  passwordHash: string,
  isPlus: boolean,
) {
  return {
    roles: ['Teacher'],
    title,
    firstName,
    lastName,
    userName,
    email: `${firstName}.${lastName}@oakfield.example.sch.uk`.toLowerCase(),
    emailConfirmedAt: new Date(),
    passwordHash,
    isPlus,
  };
}

function uniqueUserName(random: () => number, firstName: string, lastName: string, used: Set<string>) {
  const base = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  for (;;) {
    const userName = `${base}${intBetween(random, 10, 99)}`;
    if (!used.has(userName)) {
      used.add(userName);
      return userName;
    }
  }
}

function uniqueName(random: () => number, used: Set<string>) {
  for (;;) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const key = `${firstName} ${lastName}`;
    if (!used.has(key)) {
      used.add(key);
      return { firstName, lastName };
    }
  }
}
