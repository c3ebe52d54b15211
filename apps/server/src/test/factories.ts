import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeInvitationCode } from '../auth/invitation-code.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import {
  assignmentGroups,
  assignmentQuestions,
  assignmentStudents,
  assignments,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  invitations,
  parentStudents,
  parents,
  questionAnswers,
  quizQuestions,
  quizzes,
  schools,
  studentAnswers,
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
      emailConfirmedAt: new Date(),
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

/** A parent of one student, as the demo seed makes demo.parent: the Parent role and a parent_students link. */
export async function makeParent(
  db: Db,
  child: { studentId: number; schoolId: number },
  options: { user?: Partial<typeof users.$inferInsert>; moreChildren?: Array<{ studentId: number }> } = {},
) {
  const user = await makeUser(db, ['Parent'], options.user);
  const [parent] = await db.insert(parents).values({ userId: user.id }).returning();
  if (!parent) throw new Error('no parent');
  await db.insert(parentStudents).values(
    [child, ...(options.moreChildren ?? [])].map((c) => ({
      parentId: parent.id,
      studentId: c.studentId,
      schoolId: child.schoolId,
    })),
  );
  return { userId: user.id, userName: user.userName, parentId: parent.id, email: user.email };
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

const DAY_MS = 86_400_000;

/** A moment `days` from now (negative for the past). */
export function daysFromNow(days: number, from = new Date()) {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * Work set directly in the database (no permission checks): a topic quiz by default, for every
 * student of the classes unless studentIds are given, with the quiz's questions unless questionIds are.
 */
export async function makeAssignment(
  db: Db,
  options: {
    schoolId: number;
    groupIds: number[];
    kind?: 'TopicQuiz' | 'DiagnosticQuiz' | 'RetrievalPractice';
    quizId?: number | null;
    name?: string;
    startDate?: Date;
    endDate?: Date;
    createdByTeacherId?: number | null;
    questionIds?: number[];
    studentIds?: number[];
  },
) {
  const kind = options.kind ?? 'TopicQuiz';
  let quizId = options.quizId === undefined ? null : options.quizId;
  if (quizId === null && options.quizId === undefined && kind !== 'RetrievalPractice') {
    const [quiz] = await db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.kind, kind === 'TopicQuiz' ? 'TopicPathway' : 'Diagnostic'))
      .orderBy(asc(quizzes.id))
      .limit(1);
    quizId = quiz?.id ?? null;
  }
  const questionIds =
    options.questionIds ??
    (quizId === null
      ? []
      : (
          await db
            .select({ id: quizQuestions.questionId })
            .from(quizQuestions)
            .where(eq(quizQuestions.quizId, quizId))
            .orderBy(asc(quizQuestions.sequence))
        ).map((q) => q.id));
  const endDate = options.endDate ?? daysFromNow(7);
  const [row] = await db
    .insert(assignments)
    .values({
      schoolId: options.schoolId,
      kind,
      name: options.name ?? uniqueName('Work'),
      quizId,
      startDate: options.startDate ?? new Date(endDate.getTime() - 7 * DAY_MS),
      endDate,
      feedbackMode: 'AfterEachQuestion',
      createdByTeacherId: options.createdByTeacherId ?? null,
    })
    .returning();
  if (!row) throw new Error('no assignment');
  const schoolId = options.schoolId;
  await db
    .insert(assignmentGroups)
    .values(options.groupIds.map((groupId) => ({ assignmentId: row.id, groupId, schoolId })));
  const members = options.groupIds.length
    ? await db
        .select({ studentId: groupStudents.studentId, groupId: sql<number>`min(${groupStudents.groupId})` })
        .from(groupStudents)
        .where(inArray(groupStudents.groupId, options.groupIds))
        .groupBy(groupStudents.studentId)
    : [];
  const targeted = options.studentIds
    ? members.filter((m) => options.studentIds?.includes(m.studentId))
    : members;
  if (targeted.length) {
    await db
      .insert(assignmentStudents)
      .values(targeted.map((m) => ({ assignmentId: row.id, schoolId, ...m })));
  }
  if (questionIds.length) {
    await db
      .insert(assignmentQuestions)
      .values(
        questionIds.map((questionId, i) => ({ assignmentId: row.id, schoolId, questionId, sequence: i + 1 })),
      );
  }
  return { ...row, questionIds, studentIds: targeted.map((m) => m.studentId) };
}

/**
 * One answer as the quiz-session service will record it: the answer row, and the student's progress
 * on the assignment (started, answered, correct, completed once every question has a first answer).
 */
export async function makeAnswer(
  db: Db,
  options: {
    schoolId: number;
    assignmentId: number;
    studentId: number;
    questionId: number;
    correct: boolean;
    answeredAt?: Date;
    attempt?: number;
    /** Which wrong option (default the first wrong one). */
    letter?: 'A' | 'B' | 'C' | 'D';
  },
) {
  const options4 = await db
    .select()
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, options.questionId))
    .orderBy(asc(questionAnswers.letter));
  const option = options.letter
    ? options4.find((o) => o.letter === options.letter)
    : options4.find((o) => o.isCorrect === options.correct);
  if (!option) throw new Error('no such option');
  const answeredAt = options.answeredAt ?? new Date();
  const attempt = options.attempt ?? 1;
  await db.insert(studentAnswers).values({
    schoolId: options.schoolId,
    assignmentId: options.assignmentId,
    studentId: options.studentId,
    questionId: options.questionId,
    answerId: option.id,
    letter: option.letter,
    isCorrect: option.isCorrect,
    misconceptionId: option.misconceptionId,
    timeTakenMs: 20_000,
    attempt,
    answeredAt,
  });
  if (attempt !== 1) return;
  const at = answeredAt.toISOString();
  await db
    .update(assignmentStudents)
    .set({
      answeredCount: sql`${assignmentStudents.answeredCount} + 1`,
      correctCount: sql`${assignmentStudents.correctCount} + ${option.isCorrect ? 1 : 0}`,
      startedAt: sql`coalesce(${assignmentStudents.startedAt}, ${at}::timestamptz)`,
      completedAt: sql`case when ${assignmentStudents.answeredCount} + 1 >= (
        select count(*) from assignment_questions q where q.assignment_id = ${options.assignmentId}
      ) then ${at}::timestamptz else ${assignmentStudents.completedAt} end`,
    })
    .where(
      and(
        eq(assignmentStudents.assignmentId, options.assignmentId),
        eq(assignmentStudents.studentId, options.studentId),
      ),
    );
}

/** Signs in a user made by the factories and answers the bearer headers. */
export async function signInUser(app: FastifyInstance, db: Db, userId: number) {
  const [user] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error('no such user');
  return (await signIn(app, user.userName)).headers;
}

/**
 * A school with two classes taught by one teacher (3 and 2 students), a colleague who teaches
 * neither, an administrator, a Pending teacher, one of the students signed in; and a second school
 * with its own teacher and class.
 */
export async function makeSchoolWithClasses(app: FastifyInstance, db: Db) {
  const school = await makeSchool(db);
  const teacher = await makeTeacher(db, school.id);
  const colleague = await makeTeacher(db, school.id);
  const admin = await makeTeacher(db, school.id, { admin: true });
  const pending = await makeTeacher(db, school.id, { status: 'Pending' });
  const classA = await makeClass(db, school.id, {
    teacherIds: [teacher.teacherId],
    yearGroupId: 9,
    code: '8A',
  });
  const classB = await makeClass(db, school.id, {
    teacherIds: [teacher.teacherId],
    yearGroupId: 9,
    code: '8B',
  });
  const studentsA = [];
  for (let i = 0; i < 3; i++) studentsA.push(await makeStudent(db, school.id, classA.id));
  const studentsB = [];
  for (let i = 0; i < 2; i++) studentsB.push(await makeStudent(db, school.id, classB.id));
  const other = await makeSchool(db);
  const otherTeacher = await makeTeacher(db, other.id);
  const otherClass = await makeClass(db, other.id, { teacherIds: [otherTeacher.teacherId], code: '9Z' });
  const otherStudent = await makeStudent(db, other.id, otherClass.id);
  const [teacherH, colleagueH, adminH, pendingH, studentH, otherH] = await Promise.all([
    signInUser(app, db, teacher.userId),
    signInUser(app, db, colleague.userId),
    signInUser(app, db, admin.userId),
    signInUser(app, db, pending.userId),
    signInUser(app, db, studentsA[0]?.userId ?? 0),
    signInUser(app, db, otherTeacher.userId),
  ]);
  return {
    school,
    teacher: { ...teacher, headers: teacherH },
    colleague: { ...colleague, headers: colleagueH },
    admin: { ...admin, headers: adminH },
    pending: { ...pending, headers: pendingH },
    student: { ...studentsA[0], headers: studentH },
    classA,
    classB,
    studentsA,
    studentsB,
    other,
    otherTeacher: { ...otherTeacher, headers: otherH },
    otherClass,
    otherStudent,
  };
}

/** A class's students' invitation (ClassStudent), as making the class creates one; answers its code. */
export async function makeClassInvitation(db: Db, schoolId: number, groupId: number): Promise<string> {
  const code = makeInvitationCode();
  await db.insert(invitations).values({ code, kind: 'ClassStudent', schoolId, groupId });
  return code;
}

/** A teacher's emailed invitation to a class (single use, two weeks), to a fresh address unless given. */
export async function makeTeacherInvitation(
  db: Db,
  o: { schoolId: number; groupId: number; email?: string; invitedByTeacherId?: number },
): Promise<{ code: string; email: string }> {
  const code = makeInvitationCode();
  const email = o.email ?? `invited-${code.toLowerCase()}@example.com`;
  await db.insert(invitations).values({
    code,
    kind: 'ClassTeacher',
    schoolId: o.schoolId,
    groupId: o.groupId,
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    invitedByTeacherId: o.invitedByTeacherId ?? null,
    expiresAt: new Date(Date.now() + 14 * 24 * 3600_000),
  });
  return { code, email };
}
