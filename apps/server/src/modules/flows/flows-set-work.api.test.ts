import { randomUUID } from 'node:crypto';
import type { FlowGeneratorSession, FlowItem } from '@mathsight/contract/flows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import {
  answersOf,
  answerWaiting,
  create,
  inject,
  lettersOf,
  makeFlowWorld,
  questionIdOf,
  read,
  respond,
  waitingOf,
} from '../../test/worlds/flows-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('topic flows: a student doing set work', () => {
  it('answers through the quiz session once each, retries, and finishes with a summary', async () => {
    const { work, student, studentId } = await makeFlowWorld();
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
    const { s, work } = await makeFlowWorld();
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
    const { work, student } = await makeFlowWorld();
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
    const { work, student, studentId } = await makeFlowWorld();
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
    const { work, student, studentId } = await makeFlowWorld();
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
