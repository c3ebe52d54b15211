import type { FlowGeneratorSession, FlowResponseResult } from '@mathsight/contract/flows.ts';
import type { LessonProgressReport } from '@mathsight/contract/lesson-progress.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, makeSchoolWithClasses, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import {
  answerWaiting,
  create,
  lettersOf,
  questionIdOf,
  respond,
  waitingOf,
} from '../../test/worlds/flows-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
/** A CSV cell as csv-stringify writes it: quoted when it holds a comma. */
const cell = (value: string | number | null) =>
  value === null ? '' : typeof value === 'string' && value.includes(',') ? `"${value}"` : String(value);
const reportUrl = (schoolId: number, query: string) =>
  `/api/v3/schools/${schoolId}/reports/lesson-progress?${query}`;

/** A student's lesson on the work, started through the flows API as the student area does. */
async function startLesson(headers: Headers, assignmentId: number): Promise<FlowGeneratorSession> {
  const res = await create(headers, { kind: 'TopicPathwayQuiz', assignmentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Answers every input to the end (the first question wrong, then right at its second try). */
async function finishLesson(headers: Headers, session: FlowGeneratorSession) {
  let waiting = waitingOf(session);
  const firstQuestion = new Set<number>();
  let step: FlowResponseResult;
  do {
    if (waiting.flowItemType === 'DiagnosticQuestionAnswerInput' && firstQuestion.size === 0) {
      firstQuestion.add(questionIdOf(waiting));
    }
    step = await answerWaiting(session.flowGeneratorSessionId, headers, waiting, firstQuestion);
    if (!step.finished) waiting = waitingOf(step);
  } while (!step.finished);
}

/**
 * A school (makeSchoolWithClasses) with topic work set for class A, whose three students are at three
 * places in its lesson: one finished (a wrong first answer, right at the second try), one waiting on a
 * second try at question 1, one not started.
 */
async function lessonWorld() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const work = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
  });
  const first = defined(s.studentsA[0], 'student 0 of class A');
  const second = defined(s.studentsA[1], 'student 1 of class A');
  const third = defined(s.studentsA[2], 'student 2 of class A');
  const [firstH, secondH] = [s.student.headers, await signInUser(t.app, db, second.userId)];

  await finishLesson(firstH, await startLesson(firstH, work.id));

  const started = await startLesson(secondH, work.id);
  const afterConfidence = await answerWaiting(started.flowGeneratorSessionId, secondH, waitingOf(started));
  const q1 = waitingOf(afterConfidence);
  const wrong = await respond(
    started.flowGeneratorSessionId,
    secondH,
    q1.flowItemId,
    (await lettersOf(questionIdOf(q1))).wrong,
  );
  expect(wrong.statusCode, wrong.body).toBe(200);
  return { s, work, first, second, third, secondH };
}

describe('lesson progress', () => {
  it("answers each student's place in the lesson, furthest on first, and the CSV has the same rows", async () => {
    const { s, work, first, second, third } = await lessonWorld();
    const n = work.questionIds.length;
    // Older work nobody opened as a lesson is not offered; a teacher's preview does not make it one.
    const plain = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      endDate: daysFromNow(1),
    });
    expect(
      (await create(s.teacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: plain.id })).statusCode,
    ).toBe(201);

    const res = await get(reportUrl(s.school.id, `groupId=${s.classA.id}`), s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report: LessonProgressReport = res.json();
    expect(report).toMatchObject({ groupId: s.classA.id, groupCode: '8A', assignmentId: work.id });
    expect(report.work.map((w) => w.assignmentId)).toEqual([work.id]);
    expect(report.work[0]).toMatchObject({ name: work.name, questionCount: n });

    const [finished, inProgress, notStarted] = report.students;
    // Every response took 9 s: confidence, n first tries, one second try and the reflection.
    expect(finished).toMatchObject({
      studentId: first.studentId,
      status: 'finished',
      stepsDone: n + 2,
      stepCount: n + 2,
      progressPercent: 100,
      questionsAnswered: n,
      questionCount: n,
      rightFirstTime: n - 1,
      rightOnRetry: 1,
      timeSpentMs: 9_000 * (n + 3),
      stoppedAt: null,
    });
    expect(finished?.lastWorkedAt).toEqual(expect.any(String));
    expect(finished?.flowGeneratorSessionId).toEqual(expect.any(Number));
    expect(inProgress).toMatchObject({
      studentId: second.studentId,
      status: 'inProgress',
      stepsDone: 1,
      stepCount: n + 2,
      progressPercent: Math.round(100 / (n + 2)),
      questionsAnswered: 1,
      rightFirstTime: 0,
      rightOnRetry: 0,
      timeSpentMs: 18_000,
      stoppedAt: `Question 1 of ${n}, second try`,
    });
    expect(notStarted).toMatchObject({
      studentId: third.studentId,
      status: 'notStarted',
      stepsDone: 0,
      stepCount: n + 2,
      progressPercent: 0,
      questionsAnswered: 0,
      questionCount: n,
      timeSpentMs: 0,
      lastWorkedAt: null,
      stoppedAt: null,
      flowGeneratorSessionId: null,
    });
    expect(report.students).toHaveLength(3);

    // The teacher may read the finished student's lesson from here (decision 0007, amended).
    const lesson = await get(
      `/flow/v1/flow-generator-sessions/${finished?.flowGeneratorSessionId}`,
      s.teacher.headers,
    );
    expect(lesson.statusCode).toBe(200);

    const csv = await get(
      `/api/v3/schools/${s.school.id}/reports/lesson-progress.csv?groupId=${s.classA.id}`,
      s.teacher.headers,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="lesson-progress-8a-work-[a-z0-9-]+\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Class,Work,Last name,First name,Status,Steps done,Steps,Progress %,Questions answered,Questions,' +
        'Right first time,Right on second try,Time spent (minutes),Last worked on,Where they stopped',
    );
    expect(lines.slice(1)).toEqual(
      report.students.map((r) =>
        [
          '8A',
          work.name,
          r.lastName,
          r.firstName,
          { finished: 'Finished', inProgress: 'In progress', notStarted: 'Not started' }[r.status],
          r.stepsDone,
          r.stepCount,
          r.progressPercent,
          r.questionsAnswered,
          r.questionCount,
          r.rightFirstTime,
          r.rightOnRetry,
          Math.round(r.timeSpentMs / 6_000) / 10,
          r.lastWorkedAt,
          r.stoppedAt,
        ]
          .map(cell)
          .join(','),
      ),
    );
  });

  it('offers work set as a lesson before anyone starts it, newest first, and shows the work asked for', async () => {
    const { s, work } = await lessonWorld();
    const lesson = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      startDate: daysFromNow(1),
      endDate: daysFromNow(8),
    });
    await t.database.query("update assignments set template_slug = 'dr' where id = $1", [lesson.id]);

    const newest: LessonProgressReport = (
      await get(reportUrl(s.school.id, `groupId=${s.classA.id}`), s.admin.headers)
    ).json();
    expect(newest.work.map((w) => w.assignmentId)).toEqual([lesson.id, work.id]);
    expect(newest.assignmentId).toBe(lesson.id);
    // Fluency lessons have the questions alone as steps.
    expect(newest.students.map((r) => [r.status, r.stepCount])).toEqual(
      Array.from({ length: 3 }, () => ['notStarted', lesson.questionIds.length]),
    );

    const asked: LessonProgressReport = (
      await get(reportUrl(s.school.id, `groupId=${s.classA.id}&assignmentId=${work.id}`), s.admin.headers)
    ).json();
    expect(asked.assignmentId).toBe(work.id);
    expect(asked.students.map((r) => r.status)).toEqual(['finished', 'inProgress', 'notStarted']);
  });

  it('answers a class without lessons with no work and no students', async () => {
    const { s } = await lessonWorld();
    const res = await get(reportUrl(s.school.id, `groupId=${s.classB.id}`), s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ groupCode: '8B', work: [], assignmentId: null, students: [] });
  });

  it('refuses what is not the caller’s: 404 for classes and work they may not see, 403 for students, 400 for bad input', async () => {
    const { s, work, secondH } = await lessonWorld();
    const classB = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classB.id] });
    const cases: Array<[string, Headers, number]> = [
      [reportUrl(s.school.id, `groupId=${s.classA.id}`), s.colleague.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.classA.id}`), s.pending.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.classA.id}`), s.otherTeacher.headers, 404],
      [reportUrl(s.other.id, `groupId=${s.otherClass.id}`), s.teacher.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.otherClass.id}`), s.admin.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.classA.id}&assignmentId=${classB.id}`), s.teacher.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.classB.id}&assignmentId=${work.id}`), s.teacher.headers, 404],
      [reportUrl(s.school.id, `groupId=${s.classA.id}`), secondH, 403],
      [reportUrl(s.school.id, 'groupId=abc'), s.teacher.headers, 400],
      [reportUrl(s.school.id, ''), s.teacher.headers, 400],
      [reportUrl(s.school.id, `groupId=${s.classA.id}&assignmentId=0`), s.teacher.headers, 400],
      [
        `/api/v3/schools/${s.school.id}/reports/lesson-progress.csv?groupId=${s.classA.id}`,
        s.colleague.headers,
        404,
      ],
    ];
    for (const [url, headers, status] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    }
    const admin = await get(reportUrl(s.school.id, `groupId=${s.classA.id}`), s.admin.headers);
    expect(admin.statusCode).toBe(200);
  });
});
