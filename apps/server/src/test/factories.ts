import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import {
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  schools,
  students,
  teachers,
  users,
} from '../db/schema.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

function testHash() {
  passwordHash ??= hashPassword(TEST_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return passwordHash;
}

/** A name no other test (or parallel worker on the shared PostgreSQL) will use. */
export function uniqueName(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

export async function makeSchool(db: Db, name = uniqueName('School')) {
  const [school] = await db.insert(schools).values({ name, city: 'York', country: 'GB' }).returning();
  if (!school) throw new Error('no school');
  return school;
}

export async function makeUser(db: Db, roles: string[], overrides: Partial<typeof users.$inferInsert> = {}) {
  const userName = uniqueName('user');
  const [user] = await db
    .insert(users)
    .values({
      roles,
      firstName: 'Alex',
      lastName: 'Morgan',
      userName,
      email: `${userName}@example.com`,
      passwordHash: await testHash(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

export async function makeTeacher(
  db: Db,
  schoolId: number,
  options: { status?: 'Pending' | 'Confirmed'; admin?: boolean; userId?: number } = {},
) {
  const user = options.userId ? { id: options.userId } : await makeUser(db, ['Teacher']);
  const [teacher] = await db
    .insert(teachers)
    .values({
      userId: user.id,
      schoolId,
      membershipStatus: options.status ?? 'Confirmed',
      isSchoolAdministrator: options.admin ?? false,
      verifiedInSchool: options.status !== 'Pending',
    })
    .returning();
  if (!teacher) throw new Error('no teacher');
  return { userId: user.id, teacherId: teacher.id, schoolId };
}

export async function makeClass(
  db: Db,
  schoolId: number,
  options: { teacherIds?: number[]; yearGroupId?: number; isDemo?: boolean; code?: string } = {},
) {
  const [group] = await db
    .insert(groups)
    .values({ schoolId, code: options.code ?? uniqueName('7A'), isDemo: options.isDemo ?? false })
    .returning();
  if (!group) throw new Error('no class');
  await db
    .insert(groupYearGroups)
    .values({ groupId: group.id, countryYearGroupId: options.yearGroupId ?? 8, schoolId });
  if (options.teacherIds?.length) {
    await db
      .insert(groupTeachers)
      .values(options.teacherIds.map((teacherId) => ({ groupId: group.id, teacherId, schoolId })));
  }
  return group;
}

export async function makeStudent(db: Db, schoolId: number, groupId?: number) {
  const user = await makeUser(db, ['Student']);
  const [student] = await db.insert(students).values({ userId: user.id, schoolId }).returning();
  if (!student) throw new Error('no student');
  if (groupId) await db.insert(groupStudents).values({ groupId, studentId: student.id, schoolId });
  return { userId: user.id, userName: user.userName, studentId: student.id };
}

/** Signs in through the real endpoints and returns both tokens. */
export async function signIn(app: FastifyInstance, userName: string, password = TEST_PASSWORD) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v3/tokens/login-redirect',
    payload: { username: userName, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const { refreshToken } = login.json() as { refreshToken: string };
  const access = await app.inject({ method: 'GET', url: '/api/v3/tokens/access', query: { refreshToken } });
  const { accessToken } = access.json() as { accessToken: string };
  return { refreshToken, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
