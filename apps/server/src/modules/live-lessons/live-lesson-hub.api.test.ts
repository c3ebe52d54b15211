import { randomUUID } from 'node:crypto';
import {
  type HubServerMessage,
  type LiveLessonTeacherView,
  liveLessonHubAddress,
  type NegotiateResponse,
} from '@mathsight/contract/live-lessons.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { bankLetters } from '../../test/bank-letters.ts';
import { makeSchoolWithClasses, signInUser } from '../../test/factories.ts';
import { buildTestAppWith, getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** A second node on the same database: votes go to it, the sockets are on the first. */
let other: TestApp;
beforeAll(async () => {
  t = await getTestApp();
  other = await buildTestAppWith({});
});
afterAll(async () => {
  await other.app.close();
});

type Headers = Record<string, string>;

/** A live bank question with a wrong option that names a misconception. */
async function diagnosticQuestion() {
  const [row] = await t.database.query<{
    id: number;
  }>(`select q.id from questions q where not q.retired and exists (
  select 1 from question_answers qa where qa.question_id = q.id and qa.misconception_id is not null) order by q.id limit 1`);
  return row?.id ?? 0;
}

async function openHub(headers: Headers, liveLessonId: number, view: string) {
  const negotiated = await t.app.inject({
    method: 'POST',
    url: `/flow/v1/hubs/live-lesson/negotiate?liveLessonId=${liveLessonId}&view=${view}`,
    headers,
  });
  expect(negotiated.statusCode).toBe(200);
  const messages: HubServerMessage[] = [];
  const ws = await t.app.injectWS(
    liveLessonHubAddress(negotiated.json() as NegotiateResponse),
    {},
    { onInit: (socket: WebSocket) => socket.on('message', (d) => messages.push(JSON.parse(String(d)))) },
  );
  const next = async (match: (m: HubServerMessage) => boolean, timeoutMs = 5000) => {
    const started = Date.now();
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no such message in ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { ws, messages, next };
}

describe('the live lesson hub', () => {
  it("carries a vote made on another node to the board (counts, no names) and the teacher's channel (names)", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const questionId = await diagnosticQuestion();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v3/live-lessons',
      headers: s.teacher.headers,
      payload: { groupId: s.classA.id, questionIds: [questionId] },
    });
    const lesson = started.json() as LiveLessonTeacherView;
    const id = lesson.liveLessonId;

    const board = await openHub(s.teacher.headers, id, 'board');
    const teacher = await openHub(s.teacher.headers, id, 'teacher');
    await board.next((m) => m.type === 'board' && m.cause === 'connected');

    const student = s.studentsA[0];
    const headers = await signInUser(other.app, other.database.db, student?.userId ?? 0);
    const joined = await other.app.inject({
      method: 'POST',
      url: '/api/v3/live-lessons/join',
      headers,
      payload: { code: lesson.joinCode },
    });
    expect(joined.statusCode).toBe(200);
    await board.next((m) => m.type === 'board' && m.board.joinedCount === 1);

    // The student's own channel: their vote comes back after a reconnect.
    const mine = await openHub(headers, id, 'student');
    await mine.next((m) => m.type === 'student' && m.cause === 'connected');

    await t.app.inject({
      method: 'PUT',
      url: `/api/v3/live-lessons/${id}/stage`,
      headers: s.teacher.headers,
      payload: { questionId, phase: 'Voting' },
    });
    const { wrong } = await bankLetters(t.database, questionId);
    const voted = await other.app.inject({
      method: 'POST',
      url: `/api/v3/live-lessons/${id}/votes`,
      headers,
      payload: { questionId, letter: wrong, clientAnswerId: randomUUID() },
    });
    expect(voted.statusCode).toBe(201);

    const counted = await board.next((m) => m.type === 'board' && m.board.rounds[0]?.votedCount === 1);
    expect(counted.type === 'board' && counted.board.rounds[0]?.distribution).toBeNull();
    expect(JSON.stringify(board.messages)).not.toContain('studentName');
    const named = await teacher.next((m) => m.type === 'teacher' && m.lesson.rounds[0]?.votedCount === 1);
    if (named.type !== 'teacher') throw new Error('teacher view');
    expect(named.lesson.students.find((st) => st.first)?.first?.letter).toBe(wrong);

    mine.ws.terminate();
    const back = await openHub(headers, id, 'student');
    const state = await back.next((m) => m.type === 'student' && m.cause === 'connected');
    expect(state.type === 'student' && state.state.myVotes.map((v) => v.letter)).toEqual([wrong]);

    for (const socket of [board.ws, teacher.ws, back.ws]) socket.terminate();
  });

  it('refuses a socket without a valid token (4401) and a student of another class (404 at negotiate)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v3/live-lessons',
      headers: s.teacher.headers,
      payload: { groupId: s.classA.id, questionIds: [await diagnosticQuestion()] },
    });
    expect(started.statusCode).toBe(201);
    const id = (started.json() as LiveLessonTeacherView).liveLessonId;
    const closed = new Promise<number>((resolve) => {
      void t.app.injectWS(
        `/flow/v1/hubs/live-lesson?liveLessonId=${id}&view=board&token=nonsense`,
        {},
        {
          onInit: (socket: WebSocket) => socket.on('close', (code) => resolve(code)),
        },
      );
    });
    expect(await closed).toBe(4401);
    const inB = await signInUser(t.app, t.database.db, s.studentsB[0]?.userId ?? 0);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/flow/v1/hubs/live-lesson/negotiate?liveLessonId=${id}&view=student`,
      headers: inB,
    });
    expect(refused.statusCode).toBe(404);
  });
});
