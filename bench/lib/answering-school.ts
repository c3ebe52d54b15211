import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseOptions, openDatabase } from '../../apps/server/src/db/client.ts';
import { groupStudents, groups, groupTeachers, students, users } from '../../apps/server/src/db/schema.ts';
import { AssignmentsRepository } from '../../apps/server/src/modules/assignments/assignments.repository.ts';
import { AssignmentsService } from '../../apps/server/src/modules/assignments/assignments.service.ts';
import { SchoolAccessRepository } from '../../apps/server/src/school-access/school-access.repository.ts';
import { SchoolAccessService } from '../../apps/server/src/school-access/school-access.service.ts';
import { seedReferenceData } from '../../apps/server/src/seed/seed.ts';
import { insertBenchSchool } from './bench-school.ts';
import type { HttpCaller } from './http-call.ts';

/** Every answering student's password. */
export const ANSWERING_PASSWORD = 'answers-bench-password';
const DAY_MS = 86_400_000;

export interface AnsweringSchool<Work extends string> {
  assignmentIds: Record<Work, number>;
  /** The one class. */
  groupId: number;
  /** The questions every piece of work asks, in order. */
  questionIds: number[];
  /** The students'. */
  userNames: string[];
  /** The class's teacher (same password). */
  teacherUserName: string;
}

/**
 * A school with one class of `students` students and, for each entry of `work`, an open assignment
 * of `questions` questions named by its value, written straight into the database before the server
 * starts (PGlite belongs to one process), set through AssignmentsService as the class's teacher.
 * The answers benchmark and the fault tests (ops/) answer over HTTP against it.
 */
export async function prepareAnsweringSchool<Work extends string>(
  target: DatabaseOptions,
  options: { students: number; questions: number; work: Record<Work, string> },
): Promise<AnsweringSchool<Work>> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    // PostgreSQL: the server will find a school and skip the demo seed, as on PGlite.
    await seedReferenceData(database.db);
    const passwordHash = await hashPassword(ANSWERING_PASSWORD, loadConfig().argon2);
    const tag = randomUUID().slice(0, 8);
    return await database.db.transaction(async (tx) => {
      const { school, teacherUser, teacher } = await insertBenchSchool(tx, {
        name: `Bench school ${tag}`,
        city: 'Leeds',
        teacherUserName: `bench.teacher.${tag}`,
        passwordHash,
      });
      const [group] = await tx.insert(groups).values({ schoolId: school.id, code: '9Z/Ma1' }).returning();
      if (!group) throw new Error('bench class not created');
      await tx
        .insert(groupTeachers)
        .values({ groupId: group.id, teacherId: teacher.id, schoolId: school.id });
      const studentUsers = await tx
        .insert(users)
        .values(
          Array.from({ length: options.students }, (_, i) => ({
            roles: ['Student'],
            firstName: 'Student',
            lastName: String(i + 1),
            userName: `bench.student.${tag}.${i + 1}`,
            passwordHash,
          })),
        )
        .returning({ id: users.id, userName: users.userName });
      const studentRows = await tx
        .insert(students)
        .values(studentUsers.map((u) => ({ userId: u.id, schoolId: school.id })))
        .returning({ id: students.id });
      await tx
        .insert(groupStudents)
        .values(studentRows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
      const questionIds = await tx.execute<{ id: number }>(
        sql`select id from questions order by id limit ${options.questions}`,
      );
      const schoolAccess = new SchoolAccessService(new SchoolAccessRepository(tx as never));
      const service = new AssignmentsService(new AssignmentsRepository(tx as never), schoolAccess);
      const access = await schoolAccess.schoolAccess(
        { userId: teacherUser.id, roles: ['Teacher'] },
        school.id,
        true,
      );
      const assignmentIds = {} as Record<Work, number>;
      for (const [key, name] of Object.entries(options.work) as Array<[Work, string]>) {
        const created = await service.create(access, {
          kind: 'DiagnosticQuiz',
          name,
          quizId: null,
          schemeQuizId: null,
          templateSlug: null,
          startDate: new Date(Date.now() - DAY_MS).toISOString(),
          endDate: new Date(Date.now() + DAY_MS).toISOString(),
          groupIds: [group.id],
          feedbackMode: 'AtEnd',
          askConfidence: false,
          questions: questionIds.rows.map((q) => ({ questionId: q.id, reason: null })),
        });
        assignmentIds[key] = created.assignmentId;
      }
      return {
        assignmentIds,
        groupId: group.id,
        questionIds: questionIds.rows.map((q) => q.id),
        userNames: studentUsers.map((u) => u.userName),
        teacherUserName: teacherUser.userName,
      };
    });
  } finally {
    await database.close();
  }
}

/** Signs someone of the answering school in through the real endpoints: their bearer header. */
export async function signInByPassword(caller: HttpCaller, base: string, userName: string) {
  const login = await caller.call(
    `${base}/api/v3/tokens/login-redirect`,
    'POST',
    {},
    { username: userName, password: ANSWERING_PASSWORD },
  );
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const { refreshToken } = JSON.parse(login.body) as { refreshToken: string };
  const access = await caller.call(
    `${base}/api/v3/tokens/access?refreshToken=${encodeURIComponent(refreshToken)}`,
    'GET',
    {},
  );
  return { authorization: `Bearer ${(JSON.parse(access.body) as { accessToken: string }).accessToken}` };
}

/** Runs `work` over items with at most `limit` at once. */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

/** A student's quiz session on one piece of work, started over HTTP. */
export interface StartedSession {
  quizSessionId: number;
  questions: Array<{ questionId: number }>;
}

export async function startSession(
  caller: HttpCaller,
  base: string,
  assignmentId: number,
  headers: Record<string, string>,
): Promise<StartedSession> {
  const start = await caller.call(
    `${base}/api/v3/assignments/${assignmentId}/quiz-sessions`,
    'POST',
    headers,
    {},
  );
  if (start.status >= 300) throw new Error(`start failed: ${start.status} ${start.body}`);
  return JSON.parse(start.body) as StartedSession;
}
