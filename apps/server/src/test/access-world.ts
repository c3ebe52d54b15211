import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { groupTeachers } from '../db/schema.ts';
import { buildJobServices } from '../jobs/job-services.ts';
import { contentModule } from '../modules/content/content.module.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeClass,
  makeParent,
  makeSchool,
  makeStudent,
  makeTeacher,
  signInUser,
} from './factories.ts';

/** Everyone the generated authorisation test calls as (issue 10 point 6), plus a B2B partner. */
export const CALLERS = [
  'anonymous',
  'partner',
  'student',
  'parent',
  'pendingTeacher',
  'otherSchoolTeacher',
  'colleague',
  'classTeacher',
  'administrator',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface WorldCaller {
  name: CallerName;
  headers: Record<string, string>;
  /** Null for the anonymous caller and the partner. */
  userId: number | null;
  /** The school the caller belongs to (any membership status). */
  schoolId: number | null;
}

type Headers = Record<string, string>;

/**
 * One world for the whole authorisation test: school A with an administrator, the teacher of class
 * A1, a Confirmed colleague who does not teach it and a Pending teacher; two students of A1 with set
 * work open now (one has a quiz session and an answer), a parent of the first; school B with its
 * own teacher and class; a partner's token. Writes make their own resources (see the helpers).
 */
export async function makeAccessWorld(app: FastifyInstance, database: Database, config: Config) {
  const db = database.db;
  const [school, otherSchool] = await Promise.all([makeSchool(db), makeSchool(db)]);
  const [classTeacher, colleague, administrator, pendingTeacher, otherSchoolTeacher] = await Promise.all([
    makeTeacher(db, school.id),
    makeTeacher(db, school.id),
    makeTeacher(db, school.id, { admin: true }),
    makeTeacher(db, school.id, { status: 'Pending' }),
    makeTeacher(db, otherSchool.id),
  ]);
  const [classA1, classB1] = await Promise.all([
    makeClass(db, school.id, { teacherIds: [classTeacher.teacherId], yearGroupId: 9 }),
    makeClass(db, otherSchool.id, { teacherIds: [otherSchoolTeacher.teacherId], yearGroupId: 9 }),
  ]);
  const [student, classmate, otherSchoolStudent] = await Promise.all([
    makeStudent(db, school.id, classA1.id),
    makeStudent(db, school.id, classA1.id),
    makeStudent(db, otherSchool.id, classB1.id),
  ]);
  const parent = await makeParent(db, { studentId: student.studentId, schoolId: school.id });
  // The teacher assistant (issue 29) answers only where the school has it switched on.
  await database.query(`insert into feature_flags (key, school_id) values ('teacher-assistant', $1)`, [
    school.id,
  ]);
  const { content } = await buildJobServices({ database, config }, [contentModule]);
  const { token: partnerToken } = await content.issuePartnerToken('Access matrix partner');

  const [quiz] = await database.query<{ id: number; short_code: string }>(
    "select id, short_code from quizzes where kind = 'TopicPathway' order by id limit 1",
  );
  // A topic quiz nobody in the world is set: students may practise it on their own (self-study).
  const [practiceQuiz] = await database.query<{ id: number; topic_unit_id: number }>(
    "select id, topic_unit_id from quizzes where kind = 'TopicPathway' and topic_unit_id is not null order by id desc limit 1",
  );
  const [schemeUnit] = await database.query<{ id: number; scheme_id: number }>(
    'select id, scheme_id from scheme_quizzes order by id limit 1',
  );
  if (!quiz || !practiceQuiz || !schemeUnit) throw new Error('the reference content is not seeded');

  const [headers, studentH, classmateH, parentH, pendingH, otherH, colleagueH, adminH] = await Promise.all([
    signInUser(app, db, classTeacher.userId),
    signInUser(app, db, student.userId),
    signInUser(app, db, classmate.userId),
    signInUser(app, db, parent.userId),
    signInUser(app, db, pendingTeacher.userId),
    signInUser(app, db, otherSchoolTeacher.userId),
    signInUser(app, db, colleague.userId),
    signInUser(app, db, administrator.userId),
  ]);
  const callers: Record<CallerName, WorldCaller> = {
    anonymous: { name: 'anonymous', headers: {}, userId: null, schoolId: null },
    partner: { name: 'partner', headers: { 'x-partner-token': partnerToken }, userId: null, schoolId: null },
    student: { name: 'student', headers: studentH, userId: student.userId, schoolId: school.id },
    parent: { name: 'parent', headers: parentH, userId: parent.userId, schoolId: null },
    pendingTeacher: {
      name: 'pendingTeacher',
      headers: pendingH,
      userId: pendingTeacher.userId,
      schoolId: school.id,
    },
    otherSchoolTeacher: {
      name: 'otherSchoolTeacher',
      headers: otherH,
      userId: otherSchoolTeacher.userId,
      schoolId: otherSchool.id,
    },
    colleague: { name: 'colleague', headers: colleagueH, userId: colleague.userId, schoolId: school.id },
    classTeacher: { name: 'classTeacher', headers, userId: classTeacher.userId, schoolId: school.id },
    administrator: {
      name: 'administrator',
      headers: adminH,
      userId: administrator.userId,
      schoolId: school.id,
    },
  };

  /** Work set for class A1 by its teacher, open now (fresh for each write that changes or ends it). */
  const makeWork = (kind: 'TopicQuiz' | 'RetrievalPractice' = 'TopicQuiz', questionIds?: number[]) =>
    makeAssignment(db, {
      schoolId: school.id,
      groupIds: [classA1.id],
      createdByTeacherId: classTeacher.teacherId,
      kind,
      endDate: daysFromNow(3),
      ...(questionIds && { questionIds }),
    });
  const work = await makeWork();
  const retrievalPractice = await makeWork('RetrievalPractice', work.questionIds.slice(0, 2));
  // Set for the classmate alone: the student's own list must not show it.
  const classmateWork = await makeAssignment(db, {
    schoolId: school.id,
    groupIds: [classA1.id],
    studentIds: [classmate.studentId],
    endDate: daysFromNow(3),
  });

  /** A quiz session of the given student on the work (started through the API, as they would). */
  const startSession = async (assignmentId: number, as: Headers) => {
    const res = await app.inject({
      method: 'POST',
      url: quizSessionPaths.assignmentQuizSessions(assignmentId),
      headers: as,
    });
    if (res.statusCode !== 200) throw new Error(`quiz session: ${res.statusCode} ${res.body}`);
    return (res.json() as { quizSessionId: number }).quizSessionId;
  };
  const [sessionId, classmateSessionId] = await Promise.all([
    startSession(work.id, studentH),
    startSession(work.id, classmateH),
  ]);
  const questionId = work.questionIds[0] ?? 0;
  await makeAnswer(db, {
    schoolId: school.id,
    assignmentId: work.id,
    studentId: student.studentId,
    questionId,
    correct: false,
  });
  const [answer] = await database.query<{ id: number; misconception_id: number | null }>(
    'select id, misconception_id from student_answers where assignment_id = $1 and student_id = $2',
    [work.id, student.studentId],
  );
  if (!answer) throw new Error('no answer');

  // Listing materialises the class teacher's notifications (one for the work set above).
  const listed = await app.inject({
    method: 'GET',
    url: notificationPaths.userNotifications(classTeacher.userId),
    headers,
  });
  const notificationId = (listed.json() as { items: Array<{ notificationId: number }> }).items[0]
    ?.notificationId;
  if (notificationId === undefined) throw new Error(`no notification: ${listed.body}`);

  /** A fresh user of the caller's kind, made like the world's own callers (see `standIn`). */
  const makeLike = async (name: CallerName): Promise<{ userId: number; schoolId: number | null }> => {
    switch (name) {
      case 'anonymous':
      case 'partner':
        throw new Error(`${name} has no account to stand in for`);
      case 'student':
        return { userId: (await makeStudent(db, school.id, classA1.id)).userId, schoolId: school.id };
      case 'parent': {
        const child = await makeStudent(db, school.id);
        const made = await makeParent(db, { studentId: child.studentId, schoolId: school.id });
        return { userId: made.userId, schoolId: null };
      }
      case 'pendingTeacher':
        return makeTeacher(db, school.id, { status: 'Pending' });
      case 'otherSchoolTeacher':
        return makeTeacher(db, otherSchool.id);
      case 'colleague':
        return makeTeacher(db, school.id);
      case 'classTeacher': {
        const made = await makeTeacher(db, school.id);
        await db
          .insert(groupTeachers)
          .values({ groupId: classA1.id, teacherId: made.teacherId, schoolId: school.id });
        return made;
      }
      case 'administrator':
        return makeTeacher(db, school.id, { admin: true });
    }
  };

  /**
   * A stand-in caller of the same kind, for calls that would change the caller themselves (deleting
   * their account): a fresh student of class A1, parent of a fresh student, Pending teacher, teacher of
   * school B, Confirmed colleague, teacher of class A1 or administrator of school A, signed in. The
   * anonymous caller and the partner have no account, so they come back unchanged.
   */
  const standIn = async (caller: WorldCaller): Promise<WorldCaller> => {
    if (caller.userId === null) return caller;
    const made = await makeLike(caller.name);
    return { ...caller, ...made, headers: await signInUser(app, db, made.userId) };
  };

  return {
    app,
    database,
    callers,
    standIn,
    school,
    otherSchool,
    classA1,
    classB1,
    student,
    classmate: { ...classmate, headers: classmateH, sessionId: classmateSessionId },
    otherSchoolStudent,
    work,
    retrievalPractice,
    classmateWork,
    sessionId,
    questionId,
    studentAnswerId: answer.id,
    misconceptionId: answer.misconception_id,
    notificationId,
    quiz: { id: quiz.id, shortCode: quiz.short_code },
    practiceQuiz: { id: practiceQuiz.id, topicUnitId: practiceQuiz.topic_unit_id },
    schemeUnit: { id: schemeUnit.id, schemeId: schemeUnit.scheme_id },
    /** Fresh work of class A1 (retrieval practice takes two of the topic quiz's questions). */
    makeWork: (kind: 'TopicQuiz' | 'RetrievalPractice' = 'TopicQuiz') =>
      makeWork(kind, kind === 'RetrievalPractice' ? work.questionIds.slice(0, 2) : undefined),
    startSession,
    /** Dates for set-work bodies: open now, for five days. */
    dates: () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(5).toISOString() }),
  };
}

export type AccessWorld = Awaited<ReturnType<typeof makeAccessWorld>>;
