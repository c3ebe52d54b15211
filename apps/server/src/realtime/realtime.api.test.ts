import { randomUUID } from 'node:crypto';
import { REALTIME_TOKEN_REFRESH_BEFORE_MS } from '@mathsight/contract/quiz-sessions.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { MESSAGES } from '../http/errors.ts';
import { defined } from '../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses, signIn } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** Opens the socket with its inbox attached before it opens, so no message is missed. */
async function open(url: string) {
  const messages: Array<Record<string, unknown>> = [];
  const ws = await t.app.injectWS(
    url,
    {},
    {
      onInit: (socket: WebSocket) => socket.on('message', (data) => messages.push(JSON.parse(String(data)))),
    },
  );
  return { ws, messages, next: waitFor(messages) };
}

function waitFor(messages: Array<Record<string, unknown>>) {
  return async (match: (m: Record<string, unknown>) => boolean, timeoutMs = 5000) => {
    const started = Date.now();
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no such message in ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
}

async function realtimeToken(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/realtime/token', headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { token: string; expiresAt: string };
  expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(REALTIME_TOKEN_REFRESH_BEFORE_MS);
  return body.token;
}

/** A student's session of the work, started (or resumed) through the API. */
async function startSession(headers: Record<string, string>, assignmentId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${assignmentId}/quiz-sessions`,
    headers,
  });
  return (res.json() as { quizSessionId: number }).quizSessionId;
}

/** One answer through the API; asserts it was stored and answers its id. */
async function answer(
  headers: Record<string, string>,
  quizSessionId: number,
  payload: { questionId: number; letter: string; timeTakenMs: number },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/quiz-sessions/${quizSessionId}/answers`,
    headers,
    payload: { ...payload, clientAnswerId: randomUUID() },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { answer: { studentAnswerId: number } }).answer.studentAnswerId;
}

describe('live answers over the WebSocket', () => {
  it('sends a subscribed teacher each answer; refuses another school’s teacher', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const work = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const { ws, next } = await open(`/api/v3/realtime?token=${await realtimeToken(s.teacher.headers)}`);
    ws.send(JSON.stringify({ type: 'subscribe', assignmentId: work.id }));
    ws.send(JSON.stringify({ type: 'subscribe', groupId: s.classA.id }));
    await next((m) => m.type === 'subscribed' && m.assignmentId === work.id);
    await next((m) => m.type === 'subscribed' && m.groupId === s.classA.id);

    const { ws: other, next: otherNext } = await open(
      `/api/v3/realtime?token=${await realtimeToken(s.otherTeacher.headers)}`,
    );
    other.send(JSON.stringify({ type: 'subscribe', assignmentId: work.id }));
    other.send(JSON.stringify({ type: 'subscribe', groupId: s.classA.id }));
    const refused = await otherNext((m) => m.type === 'error' && m.assignmentId === work.id);
    expect(refused.message).toBe('The resource you are looking for does not exist.');
    await otherNext((m) => m.type === 'error' && m.groupId === s.classA.id);

    const quizSessionId = await startSession(s.student.headers, work.id);
    const questionId = defined(work.questionIds[0], 'the first question of the work');
    const studentAnswerId = await answer(s.student.headers, quizSessionId, {
      questionId,
      letter: 'B',
      timeTakenMs: 9000,
    });
    const got = await next((m) => m.type === 'answer');
    expect(got.event).toMatchObject({
      assignmentId: work.id,
      studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
      questionId,
      letter: 'B',
      isCorrect: expect.any(Boolean),
      studentName: 'Alex Morgan',
      answeredAt: expect.any(String),
      studentAnswerId,
      timeTakenMs: 9000,
      confidence: null,
    });
    expect(got.event).toHaveProperty('misconceptionId');
    ws.terminate();
    other.terminate();
  });

  it('delivers answers stored at once exactly once each (batched notifications, two subscriptions)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const work = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const { ws, messages, next } = await open(
      `/api/v3/realtime?token=${await realtimeToken(s.teacher.headers)}`,
    );
    ws.send(JSON.stringify({ type: 'subscribe', assignmentId: work.id }));
    ws.send(JSON.stringify({ type: 'subscribe', groupId: s.classA.id }));
    await next((m) => m.type === 'subscribed' && m.assignmentId === work.id);
    await next((m) => m.type === 'subscribed' && m.groupId === s.classA.id);
    const quizSessionId = await startSession(s.student.headers, work.id);
    const questionIds = work.questionIds.slice(0, 4);
    expect(questionIds.length).toBeGreaterThan(1);
    const stored = await Promise.all(
      questionIds.map((questionId) =>
        answer(s.student.headers, quizSessionId, { questionId, letter: 'A', timeTakenMs: 5000 }),
      ),
    );
    for (const id of stored) {
      await next(
        (m) => m.type === 'answer' && (m.event as { studentAnswerId: number }).studentAnswerId === id,
      );
    }
    // A duplicate would be sent in the same delivery as its original, so it is here by now.
    const received = messages
      .filter((m) => m.type === 'answer')
      .map((m) => (m.event as { studentAnswerId: number }).studentAnswerId);
    expect(received.toSorted()).toEqual(stored.toSorted());
    ws.terminate();
  });

  it('refuses a socket without a valid realtime token, and students the token', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { ws, next } = await open('/api/v3/realtime?token=nonsense');
    await next((m) => m.type === 'error');
    ws.terminate();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/realtime/token',
      headers: s.student.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses the realtime token of a sign-in that has since ended (decision 0025)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const [teacher] = await t.database.query<{ user_name: string }>(
      'select user_name from users where id = $1',
      [s.teacher.userId],
    );
    const session = await signIn(t.app, defined(teacher, 'the teacher').user_name);
    const token = await realtimeToken(session.headers);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/revoke',
      payload: { refreshToken: session.refreshToken },
    });
    expect(signedOut.statusCode).toBe(204);
    const { ws, next } = await open(`/api/v3/realtime?token=${token}`);
    expect((await next((m) => m.type === 'error')).message).toBe(MESSAGES.unauthorised);
    ws.terminate();
  });
});
