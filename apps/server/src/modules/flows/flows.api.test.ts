import { randomUUID } from 'node:crypto';
import type { FlowGeneratorSession, FlowItem, FlowResponseResult } from '@mathsight/contract/flows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAssignment,
  makeSchoolWithClasses,
  makeUser,
  signInUser,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const create = (headers: Headers, body: object) =>
  inject('POST', '/flow/v1/flow-generator-sessions', headers, body);
const read = (id: number, headers: Headers) =>
  inject('GET', `/flow/v1/flow-generator-sessions/${id}`, headers);
const respond = (
  id: number,
  headers: Headers,
  flowItemId: number,
  value: string,
  clientResponseId = randomUUID(),
) =>
  inject('POST', `/flow/v1/flow-generator-sessions/${id}/responses`, headers, {
    flowItemId,
    value,
    clientResponseId,
    timeTakenMs: 9_000,
  });

const lettersOf = (questionId: number) => bankLetters(t.database, questionId);

const questionIdOf = (item: FlowItem) => (JSON.parse(item.text ?? '{}') as { questionId: number }).questionId;

async function answersOf(assignmentId: number, studentId: number) {
  return t.database.query<{ question_id: number; attempt: number; is_correct: boolean }>(
    'select question_id, attempt, is_correct from student_answers where assignment_id = $1 and student_id = $2 order by id',
    [assignmentId, studentId],
  );
}

async function setup(options: { endDate?: Date; startDate?: Date } = {}) {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
    ...options,
  });
  return {
    s,
    work,
    student: s.student.headers,
    studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
  };
}

/** The item a session waits on: always its last one. */
const waitingOf = (step: { items: FlowItem[] }) => defined(step.items.at(-1), 'a waiting item');

/** Answers the waiting input: right (or wrong on the given questions' first attempt), 4 for confidence, text for reflection. */
async function answerWaiting(
  id: number,
  headers: Headers,
  waiting: FlowItem,
  wrongFirst: Set<number> = new Set(),
): Promise<FlowResponseResult> {
  let value = '4';
  if (waiting.flowItemType === 'TextInput') value = 'Find a common denominator first';
  if (waiting.flowItemType.startsWith('DiagnosticQuestion')) {
    const q = questionIdOf(waiting);
    const { right, wrong } = await lettersOf(q);
    value = waiting.flowItemType === 'DiagnosticQuestionAnswerInput' && wrongFirst.has(q) ? wrong : right;
  }
  const res = await respond(id, headers, waiting.flowItemId, value);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('topic flows: a student doing set work', () => {
  it('answers through the quiz session once each, retries, and finishes with a summary', async () => {
    const { work, student, studentId } = await setup();
    const res = await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id });
    expect(res.statusCode, res.body).toBe(201);
    const session: FlowGeneratorSession = res.json();
    expect(session).toMatchObject({ isPreview: false, assignmentId: work.id, finished: false });
    expect(session.quizSessionId).toEqual(expect.any(Number));
    expect(session.items.map((i) => i.flowItemType)).toEqual([
      'Text',
      'PinnedText',
      'PinnedImage',
      'PinnedVideo',
      'RadioButtonInput',
    ]);
    const id = session.flowGeneratorSessionId;

    // Confidence, then the first question, never with its answer.
    let step = await answerWaiting(id, student, waitingOf(session));
    const q1 = waitingOf(step);
    expect(q1.flowItemType).toBe('DiagnosticQuestionAnswerInput');
    expect(q1.text).not.toMatch(/isCorrect|misconception/);
    const firstQuestion = questionIdOf(q1);
    const { right, wrong } = await lettersOf(firstQuestion);

    // A wrong answer: stored once in student_answers, the misconception explained, a retry offered.
    const clientResponseId = randomUUID();
    const wrongRes = await respond(id, student, q1.flowItemId, wrong, clientResponseId);
    expect(wrongRes.statusCode, wrongRes.body).toBe(200);
    step = wrongRes.json();
    expect(step.respondedItem.response).toMatchObject({ value: wrong, isCorrect: false });
    const types = step.items.map((i) => i.flowItemType);
    expect(types).toContain('HighlightedText');
    expect(types).toContain('Information');
    expect(types.at(-1)).toBe('DiagnosticQuestionRetryInput');
    expect(await answersOf(work.id, studentId)).toEqual([
      { question_id: firstQuestion, attempt: 1, is_correct: false },
    ]);

    // The same response again (flaky Wi-Fi): the same items, nothing stored twice.
    const again = await respond(id, student, q1.flowItemId, wrong, clientResponseId);
    expect(again.statusCode).toBe(200);
    expect(again.json().items.map((i: FlowItem) => i.flowItemId)).toEqual(
      step.items.map((i) => i.flowItemId),
    );
    expect(await answersOf(work.id, studentId)).toHaveLength(1);
    const [progress] = await t.database.query<{ answered_count: number }>(
      'select answered_count from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, studentId],
    );
    expect(progress?.answered_count).toBe(1);

    // The retry, answered rightly, is the second attempt.
    const retry = waitingOf(step);
    const retryRes = await respond(id, student, retry.flowItemId, right);
    expect(retryRes.statusCode, retryRes.body).toBe(200);
    step = retryRes.json();
    expect((await answersOf(work.id, studentId)).map((a) => a.attempt)).toEqual([1, 2]);

    // The rest rightly, the reflection, and the end.
    for (let guard = 0; guard < 60 && !step.finished; guard++) {
      step = await answerWaiting(id, student, waitingOf(step));
    }
    expect(step.finished).toBe(true);
    expect(step.summary).toMatchObject({
      questionCount: work.questionIds.length,
      correctFirstTime: work.questionIds.length - 1,
      correctOnRetry: 1,
    });
    expect(step.summary?.misconceptionsMet).toHaveLength(1);
    const stored = await answersOf(work.id, studentId);
    expect(stored.filter((a) => a.attempt === 1)).toHaveLength(work.questionIds.length);
    // The end of the flow hands the work in.
    const [done] = await t.database.query<{ completed_at: Date | null; answered_count: number }>(
      'select completed_at, answered_count from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, studentId],
    );
    expect(done?.completed_at).not.toBeNull();
    expect(done?.answered_count).toBe(work.questionIds.length);

    // Resume: GET and a second create answer the same session with everything in it.
    const resumed = await read(id, student);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ finished: true, summary: step.summary });
    const again2 = await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id });
    expect(again2.json().flowGeneratorSessionId).toBe(id);
    expect(again2.json().items).toHaveLength(resumed.json().items.length);
  });

  it('refuses a student of another class (404) and work that has ended (409)', async () => {
    const { s, work } = await setup();
    const otherSchool = await signInUser(t.app, t.database.db, s.otherStudent.userId);
    const other = await create(otherSchool, { kind: 'TopicPathwayQuiz', assignmentId: work.id });
    expect(other.statusCode).toBe(404);
    const classB = await signInUser(
      t.app,
      t.database.db,
      defined(s.studentsB[0], 'student 0 of class B').userId,
    );
    expect((await create(classB, { kind: 'TopicPathwayQuiz', assignmentId: work.id })).statusCode).toBe(404);

    const ended = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      endDate: daysFromNow(-1),
    });
    const res = await create(s.student.headers, { kind: 'TopicPathwayQuiz', assignmentId: ended.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This work closed on /);
  });

  it('checks every response: only options, only the waiting input, and only a matching kind', async () => {
    const { work, student } = await setup();
    expect((await create(student, { kind: 'Challenge', assignmentId: work.id })).statusCode).toBe(400);
    const session: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    const id = session.flowGeneratorSessionId;
    const waiting = waitingOf(session);
    const bad = await respond(id, student, waiting.flowItemId, '9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState.value).toEqual(['Choose one of the options']);
    expect(
      (await respond(id, student, defined(session.items[0], 'the first item').flowItemId, 'hello'))
        .statusCode,
    ).toBe(400);
    await answerWaiting(id, student, waiting);
    expect((await respond(id, student, waiting.flowItemId, '3')).statusCode).toBe(409);
  });
  it('feedback at the end: answers are stored but neither marked nor retried until the summary', async () => {
    const { work, student, studentId } = await setup();
    await t.database.query("update assignments set feedback_mode = 'AtEnd' where id = $1", [work.id]);
    const session: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    const id = session.flowGeneratorSessionId;
    let step = await answerWaiting(id, student, waitingOf(session));
    const q1 = waitingOf(step);
    step = await answerWaiting(id, student, q1, new Set([questionIdOf(q1)]));
    expect(step.respondedItem.response).toMatchObject({ isCorrect: null });
    expect(step.items.map((i) => i.flowItemType)).not.toContain('DiagnosticQuestionRetryInput');
    expect(JSON.stringify((await read(id, student)).json())).not.toMatch(/"isCorrect":(true|false)/);
    expect(await answersOf(work.id, studentId)).toHaveLength(1);
    for (let guard = 0; guard < 60 && !step.finished; guard++) {
      step = await answerWaiting(id, student, waitingOf(step));
    }
    expect(step.summary?.misconceptionsMet).toHaveLength(1);
    const done: FlowGeneratorSession = (await read(id, student)).json();
    expect(done.items.find((i) => i.flowItemId === q1.flowItemId)?.response?.isCorrect).toBe(false);
  });

  it('a question already answered in the plain quiz session keeps that answer, and the flow goes on', async () => {
    const { work, student, studentId } = await setup();
    const quiz = (await inject('POST', `/api/v3/assignments/${work.id}/quiz-sessions`, student)).json();
    const first = defined(work.questionIds[0], 'the first question of the work');
    const { right, wrong } = await lettersOf(first);
    const earlier = await inject('POST', `/api/v3/quiz-sessions/${quiz.quizSessionId}/answers`, student, {
      questionId: first,
      letter: right,
      timeTakenMs: 5_000,
      clientAnswerId: randomUUID(),
    });
    expect(earlier.statusCode).toBe(201);
    const session: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    expect(session.quizSessionId).toBe(quiz.quizSessionId);
    const step = await answerWaiting(session.flowGeneratorSessionId, student, waitingOf(session));
    const res = await respond(session.flowGeneratorSessionId, student, waitingOf(step).flowItemId, wrong);
    expect(res.statusCode, res.body).toBe(200);
    expect(await answersOf(work.id, studentId)).toEqual([
      { question_id: first, attempt: 1, is_correct: true },
    ]);
  });
});

describe('topic flows: who may read them', () => {
  it('a teacher of another school and another student get 404 for a student’s flow', async () => {
    const { s, work, student } = await setup();
    const session: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    const id = session.flowGeneratorSessionId;
    expect((await read(id, student)).statusCode).toBe(200);
    expect((await read(id, s.otherTeacher.headers)).statusCode).toBe(404);
    const classmate = await signInUser(
      t.app,
      t.database.db,
      defined(s.studentsA[1], 'student 1 of class A').userId,
    );
    expect((await read(id, classmate)).statusCode).toBe(404);
    expect((await respond(id, classmate, waitingOf(session).flowItemId, '3')).statusCode).toBe(404);
    // And a teacher of another school cannot preview this school's work.
    expect(
      (await create(s.otherTeacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id })).statusCode,
    ).toBe(404);
  });

  it('a teacher of the school reads a student’s lesson, read-only, and finds it from the results grid', async () => {
    const { s, work, student, studentId } = await setup();
    const started: FlowGeneratorSession = (
      await create(student, { kind: 'TopicPathwayQuiz', assignmentId: work.id, template: 'default' })
    ).json();
    const id = started.flowGeneratorSessionId;
    await answerWaiting(id, student, waitingOf(started));
    const own: FlowGeneratorSession = (await read(id, student)).json();
    expect(own).toMatchObject({ isReview: false, learnerName: null });

    for (const teacher of [s.teacher.headers, s.colleague.headers]) {
      const res = await read(id, teacher);
      expect(res.statusCode, res.body).toBe(200);
      const review: FlowGeneratorSession = res.json();
      expect(review).toMatchObject({ isReview: true, learnerName: 'Alex Morgan', userId: own.userId });
      expect(review.items.map((i) => i.flowItemId)).toEqual(own.items.map((i) => i.flowItemId));
    }
    // Reading is all: the waiting input is the student's to answer.
    const waiting = waitingOf(own);
    expect((await respond(id, s.teacher.headers, waiting.flowItemId, '3')).statusCode).toBe(404);
    // A Pending teacher of the school is not yet a reader of its work.
    expect((await read(id, s.pending.headers)).statusCode).toBe(404);

    const grid = (
      await inject('GET', `/api/v3/assignments/${work.id}/insights/teacher`, s.teacher.headers)
    ).json() as { students: Array<{ studentId: number; lessonFlowId: number | null }> };
    const rows = new Map(grid.students.map((r) => [r.studentId, r.lessonFlowId]));
    expect(rows.get(studentId)).toBe(id);
    expect(rows.get(defined(s.studentsA[1], 'student 1 of class A').studentId)).toBeNull();
  });

  it('a teacher’s preview stays theirs: another teacher of the school gets 404', async () => {
    const { s, work } = await setup();
    const preview: FlowGeneratorSession = (
      await create(s.teacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id })
    ).json();
    expect(preview.isPreview).toBe(true);
    expect((await read(preview.flowGeneratorSessionId, s.colleague.headers)).statusCode).toBe(404);
  });

  it('a parent cannot open a flow (403)', async () => {
    const parent = await makeUser(t.database.db, ['Parent']);
    const headers = await signInUser(t.app, t.database.db, parent.id);
    expect((await create(headers, { kind: 'Generic', topicPathwayQuizId: 1 })).statusCode).toBe(403);
  });

  it('signed out is 401', async () => {
    expect((await create({}, { kind: 'Generic', topicPathwayQuizId: 1 })).statusCode).toBe(401);
  });
});

describe('topic flows: a student’s self-study', () => {
  it('practises a topic quiz that is not their set work', async () => {
    const { s, work } = await setup();
    const [otherQuiz] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'TopicPathway' and id <> $1 order by id limit 1",
      [work.quizId],
    );
    const other = defined(otherQuiz, 'another topic pathway quiz');
    const res = await create(s.student.headers, { kind: 'Generic', topicPathwayQuizId: other.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isPreview: false, assignmentId: null, topicPathwayQuizId: other.id });
  });

  it('never opens their set work (scheduled, open or ended) nor a diagnostic quiz as self-study', async () => {
    const scheduled = await setup({ startDate: daysFromNow(2), endDate: daysFromNow(9) });
    const open = await setup();
    const ended = await setup({ startDate: daysFromNow(-9), endDate: daysFromNow(-2) });
    for (const { work, student } of [scheduled, open, ended]) {
      const res = await create(student, { kind: 'Generic', topicPathwayQuizId: work.quizId });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toMatch(/isCorrect|questionId/);
    }
    const [diagnostic] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'Diagnostic' order by id limit 1",
    );
    const res = await create(open.student, {
      kind: 'Generic',
      topicPathwayQuizId: defined(diagnostic, 'a diagnostic quiz').id,
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('topic flows: teacher previews', () => {
  it('a preview of set work keeps answers on the items only, never in student_answers', async () => {
    const { s, work } = await setup();
    const res = await create(s.teacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id });
    expect(res.statusCode, res.body).toBe(201);
    const session: FlowGeneratorSession = res.json();
    expect(session).toMatchObject({ isPreview: true, quizSessionId: null });
    let step = await answerWaiting(session.flowGeneratorSessionId, s.teacher.headers, waitingOf(session));
    const q1 = waitingOf(step);
    step = await answerWaiting(
      session.flowGeneratorSessionId,
      s.teacher.headers,
      q1,
      new Set([questionIdOf(q1)]),
    );
    expect(step.respondedItem.response?.isCorrect).toBe(false);
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where assignment_id = $1',
      [work.id],
    );
    expect(count?.n).toBe(0);
    const [sessions] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from quiz_sessions where assignment_id = $1',
      [work.id],
    );
    expect(sessions?.n).toBe(0);
  });

  it('previews any kind of a topic pathway quiz, and one question of it', async () => {
    const { s, work } = await setup();
    const quizId = defined(work.quizId, 'the quiz of the work');
    for (const kind of ['Challenge', 'Generic', 'OnDemandSupport', 'TopicPathwayQuiz'] as const) {
      const res = await create(s.teacher.headers, { kind, topicPathwayQuizId: quizId, templateSlug: 'd' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind,
        isPreview: true,
        templateSlug: 'd',
        topicPathwayQuizId: quizId,
      });
    }
    const one = await create(s.teacher.headers, {
      kind: 'TopicPathwayQuizQuestion',
      topicPathwayQuizId: quizId,
      questionSequence: 2,
      templateSlug: 'dr',
    });
    expect(one.statusCode, one.body).toBe(201);
    // 'dr' has no confidence question: the first question waits straight away.
    const q = one.json().items.at(-1) as FlowItem;
    expect(q.flowItemType).toBe('DiagnosticQuestionAnswerInput');
    expect(JSON.parse(q.text ?? '{}')).toMatchObject({ questionId: work.questionIds[1], number: 1, of: 1 });
    const missing = await create(s.teacher.headers, {
      kind: 'TopicPathwayQuizQuestion',
      topicPathwayQuizId: quizId,
    });
    expect(missing.statusCode).toBe(400);
    expect((await create(s.teacher.headers, { kind: 'Generic' })).statusCode).toBe(400);
    expect(
      (await create(s.teacher.headers, { kind: 'Generic', topicPathwayQuizId: 999_999 })).statusCode,
    ).toBe(404);
  });
});
