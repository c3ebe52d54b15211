import { randomUUID } from 'node:crypto';
import { QUIZ_SESSION_MESSAGES } from '@mathsight/contract/quiz-sessions.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, makeSchoolWithClasses, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const lettersOf = (questionId: number) => bankLetters(t.database, questionId);

async function progressOf(assignmentId: number, studentId: number) {
  const [row] = await t.database.query<{
    answered_count: number;
    correct_count: number;
    started_at: Date | null;
    completed_at: Date | null;
  }>(
    'select answered_count, correct_count, started_at, completed_at from assignment_students where assignment_id = $1 and student_id = $2',
    [assignmentId, studentId],
  );
  return defined(row, `the progress of student ${studentId} on work ${assignmentId}`);
}

async function setup(
  options: { feedbackMode?: 'AfterEachQuestion' | 'AtEnd'; startDate?: Date; endDate?: Date } = {},
) {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
    ...(options.startDate && { startDate: options.startDate }),
    ...(options.endDate && { endDate: options.endDate }),
  });
  if (options.feedbackMode) {
    await t.database.query('update assignments set feedback_mode = $1 where id = $2', [
      options.feedbackMode,
      work.id,
    ]);
  }
  return {
    s,
    work,
    student: s.student.headers,
    studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
  };
}

async function start(assignmentId: number, headers: Headers) {
  const res = await inject('POST', `/api/v3/assignments/${assignmentId}/quiz-sessions`, headers);
  return res;
}

const answer = (sessionId: number, headers: Headers, body: object) =>
  inject('POST', `/api/v3/quiz-sessions/${sessionId}/answers`, headers, {
    timeTakenMs: 12_000,
    clientAnswerId: randomUUID(),
    ...body,
  });

describe('quiz sessions', () => {
  it('starts, and a second start resumes the same session, in the student shape', async () => {
    const { work, student } = await setup();
    const first = await start(work.id, student);
    expect(first.statusCode).toBe(200);
    const again = await start(work.id, student);
    expect(again.json().quizSessionId).toBe(first.json().quizSessionId);
    const session = first.json();
    expect(session).toMatchObject({
      assignmentId: work.id,
      kind: 'TopicPathwayQuiz',
      feedbackMode: 'AfterEachQuestion',
    });
    expect(session.questions).toHaveLength(work.questionIds.length);
    expect(session.questions[0].options.map((o: { letter: string }) => o.letter)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    // Nothing that gives the answer away before answering.
    expect(first.body).not.toMatch(/isCorrect|misconception/);
    const read = await inject('GET', `/api/v3/quiz-sessions/${session.quizSessionId}`, student);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toMatch(/isCorrect|misconception/);
  });

  it('stores an answer with its option’s rules, counts it once, and a resend is harmless', async () => {
    const { work, student, studentId } = await setup();
    const session = (await start(work.id, student)).json();
    const q = defined(work.questionIds[0], 'the first question of the work');
    const { right, wrong, wrongMisconceptionId } = await lettersOf(q);
    const clientAnswerId = randomUUID();
    const res = await answer(session.quizSessionId, student, {
      questionId: q,
      letter: wrong,
      clientAnswerId,
      confidence: 3,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ created: true, answeredCount: 1, questionCount: work.questionIds.length });
    expect(body.answer.feedback).toMatchObject({ isCorrect: false, correctLetter: right });
    expect(body.answer.feedback.misconception).toMatchObject({ misconceptionId: wrongMisconceptionId });
    expect(body.answer.feedback.misconception.howToFix.length).toBeGreaterThan(0);

    const again = await answer(session.quizSessionId, student, {
      questionId: q,
      letter: right,
      clientAnswerId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      answer: { letter: wrong, studentAnswerId: body.answer.studentAnswerId },
    });
    const rows = await t.database.query<{
      misconception_id: number;
      is_correct: boolean;
      attempt: number;
      confidence: number;
    }>(
      'select misconception_id, is_correct, attempt, confidence from student_answers where assignment_id = $1',
      [work.id],
    );
    expect(rows).toEqual([
      { misconception_id: wrongMisconceptionId, is_correct: false, attempt: 1, confidence: 3 },
    ]);
    const progress = await progressOf(work.id, studentId);
    expect(progress).toMatchObject({ answered_count: 1, correct_count: 0, completed_at: null });
    expect(progress.started_at).not.toBeNull();

    // A different clientAnswerId for the same first attempt is refused.
    const twice = await answer(session.quizSessionId, student, { questionId: q, letter: right });
    expect(twice.statusCode).toBe(409);
    // The session now shows the answer with its feedback.
    const read = (await inject('GET', `/api/v3/quiz-sessions/${session.quizSessionId}`, student)).json();
    expect(read.questions[0].answers[0].feedback.isCorrect).toBe(false);
    expect(read.questions[0].canRetry).toBe(true);
    expect(read.questions[1].answers).toEqual([]);
  });

  it('allows one retry after a wrong answer with feedback after each question, not after a right one', async () => {
    const { work, student, studentId } = await setup();
    const session = (await start(work.id, student)).json();
    const [q1, q2] = work.questionIds as [number, number];
    const l1 = await lettersOf(q1);
    const l2 = await lettersOf(q2);
    expect(
      (await answer(session.quizSessionId, student, { questionId: q1, letter: l1.wrong })).statusCode,
    ).toBe(201);
    // The option already marked wrong cannot be the second try.
    const same = await answer(session.quizSessionId, student, {
      questionId: q1,
      letter: l1.wrong,
      attempt: 2,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      modelState: { letter: [QUIZ_SESSION_MESSAGES.retrySameOption] },
    });
    const retry = await answer(session.quizSessionId, student, {
      questionId: q1,
      letter: l1.right,
      attempt: 2,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().answer).toMatchObject({ attempt: 2, feedback: { isCorrect: true } });
    expect(
      (await answer(session.quizSessionId, student, { questionId: q2, letter: l2.right })).statusCode,
    ).toBe(201);
    const afterRight = await answer(session.quizSessionId, student, {
      questionId: q2,
      letter: l2.wrong,
      attempt: 2,
    });
    expect(afterRight.statusCode).toBe(409);
    const third = await answer(session.quizSessionId, student, {
      questionId: q1,
      letter: l1.right,
      attempt: 3,
    });
    expect(third.statusCode).toBe(400);
    // Counters count first attempts only.
    expect(await progressOf(work.id, studentId)).toMatchObject({ answered_count: 2, correct_count: 1 });
  });

  it('gives no feedback and no retry when feedback comes at the end; finishing gives the summary', async () => {
    const { work, student, studentId } = await setup({ feedbackMode: 'AtEnd' });
    const session = (await start(work.id, student)).json();
    const [q1, q2] = work.questionIds as [number, number];
    const l1 = await lettersOf(q1);
    const l2 = await lettersOf(q2);
    const res = await answer(session.quizSessionId, student, { questionId: q1, letter: l1.wrong });
    expect(res.statusCode).toBe(201);
    expect(res.json().answer.feedback).toBeNull();
    expect(res.body).not.toMatch(/isCorrect|misconception/);
    const retry = await answer(session.quizSessionId, student, {
      questionId: q1,
      letter: l1.right,
      attempt: 2,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/second attempt/);
    await answer(session.quizSessionId, student, { questionId: q2, letter: l2.right });
    const read = await inject('GET', `/api/v3/quiz-sessions/${session.quizSessionId}`, student);
    expect(read.body).not.toMatch(/isCorrect|misconception/);

    const finish = await inject('POST', `/api/v3/quiz-sessions/${session.quizSessionId}/finish`, student);
    expect(finish.statusCode).toBe(200);
    const summary = finish.json();
    expect(summary).toMatchObject({
      questionCount: work.questionIds.length,
      answeredCount: 2,
      correctCount: 1,
      scorePercent: Math.round(100 / work.questionIds.length),
    });
    expect(summary.questions[0]).toMatchObject({ answered: true, isCorrect: false, correctLetter: l1.right });
    expect(summary.questions[2]).toMatchObject({ answered: false, isCorrect: null });
    expect(summary.misconceptionsToWorkOn).toEqual([
      expect.objectContaining({ misconceptionId: l1.wrongMisconceptionId, count: 1 }),
    ]);
    expect((await progressOf(work.id, studentId)).completed_at).not.toBeNull();
    // Finishing again answers the same summary; answering after handing in is refused.
    const again = await inject('POST', `/api/v3/quiz-sessions/${session.quizSessionId}/finish`, student);
    expect(again.json().completedAt).toBe(summary.completedAt);
    expect(
      (
        await answer(session.quizSessionId, student, {
          questionId: defined(work.questionIds[3], 'the fourth question of the work'),
          letter: 'A',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lists the student’s work: Upcoming until completed or ended, then Done', async () => {
    const { s, work, student } = await setup();
    const ended = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      endDate: daysFromNow(-1),
    });
    const upcoming = await inject(
      'GET',
      '/api/v3/students/me/assignments?request.filter.group=Upcoming',
      student,
    );
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([work.id]);
    expect(upcoming.json().items[0]).toMatchObject({
      dueStatus: 'Open',
      answeredCount: 0,
      progressPercent: 0,
    });
    const done = await inject('GET', '/api/v3/students/me/assignments?request.filter.group=Done', student);
    expect(done.json().items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([ended.id]);
    const session = (await start(work.id, student)).json();
    await inject('POST', `/api/v3/quiz-sessions/${session.quizSessionId}/finish`, student);
    const after = await inject('GET', '/api/v3/students/me/assignments?request.filter.group=Done', student);
    expect(after.json().items).toHaveLength(2);
    const bad = await inject('GET', '/api/v3/students/me/assignments?request.filter.group=Later', student);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses: another class’s student 404, ended 409, not started 409, teachers 403', async () => {
    const { s, work, student } = await setup();
    const otherStudent = await signInUser(
      t.app,
      t.database.db,
      defined(s.studentsB[0], 'student 0 of class B').userId,
    );
    expect((await start(work.id, otherStudent)).statusCode).toBe(404);
    const session = (await start(work.id, student)).json();
    expect(
      (await inject('GET', `/api/v3/quiz-sessions/${session.quizSessionId}`, otherStudent)).statusCode,
    ).toBe(404);
    const otherSchool = await signInUser(t.app, t.database.db, s.otherStudent.userId);
    expect((await start(work.id, otherSchool)).statusCode).toBe(404);

    expect((await start(work.id, s.teacher.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/v3/students/me/assignments', s.teacher.headers)).statusCode).toBe(403);
    expect(
      (await inject('GET', `/api/v3/quiz-sessions/${session.quizSessionId}`, s.teacher.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await answer(session.quizSessionId, s.teacher.headers, {
          questionId: defined(work.questionIds[0], 'the first question of the work'),
          letter: 'A',
        })
      ).statusCode,
    ).toBe(403);

    const later = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      startDate: daysFromNow(2),
      endDate: daysFromNow(9),
    });
    const notYet = await start(later.id, student);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toMatch(/^This work opens on /);

    // The work ends while the student is in the middle of it.
    await t.database.query('update assignments set end_date = $1 where id = $2', [
      daysFromNow(-1 / 24),
      work.id,
    ]);
    const closed = await answer(session.quizSessionId, student, {
      questionId: defined(work.questionIds[0], 'the first question of the work'),
      letter: 'A',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^This work closed on \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/);
    expect((await start(work.id, student)).statusCode).toBe(409);
  });
});
