import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { AnswerIds } from './answer-publisher.ts';
import type { LiveAnswersRepository } from './live-answers.repository.ts';
import { LiveAnswers } from './live-answers.ts';

type EventRow = Awaited<ReturnType<LiveAnswersRepository['answerEvents']>>[number];

function row(id: number, assignmentId: number, groupId: number | null): EventRow {
  return {
    id,
    assignment_id: assignmentId,
    group_id: groupId,
    student_id: 500 + id,
    school_id: 1,
    first_name: 'Sam',
    last_name: `Pupil${id}`,
    question_id: 40 + id,
    letter: 'B',
    is_correct: false,
    misconception_id: 3,
    attempt: 1,
    answered_at: '2026-11-23T09:00:00.000Z',
    time_taken_ms: 8000,
    confidence: null,
  };
}

/** LiveAnswers over a fake NOTIFY channel and a repository that knows `rows`; records its lookups. */
async function liveAnswersWith(rows: EventRow[]) {
  let hear: (payload: string) => void = () => undefined;
  const lookups: number[][] = [];
  const database = {
    listen: async (_channel: string, handler: (payload: string) => void) => {
      hear = handler;
      return async () => undefined;
    },
  } as unknown as Database;
  const repo = {
    answerEvents: async (ids: number[]) => {
      lookups.push(ids);
      return rows.filter((r) => ids.includes(r.id));
    },
  } as unknown as LiveAnswersRepository;
  const live = new LiveAnswers(database, repo);
  await live.start();
  const notify = async (ids: AnswerIds[] | AnswerIds) => {
    hear(JSON.stringify(ids));
    await new Promise((r) => setImmediate(r));
  };
  return { live, notify, lookups };
}

function inbox() {
  const received: Array<{ studentAnswerId: number }> = [];
  return {
    received,
    send: (message: string) =>
      received.push((JSON.parse(message) as { event: { studentAnswerId: number } }).event),
  };
}

const ids = (id: number, assignmentId: number): AnswerIds => ({
  id,
  assignmentId,
  studentId: 500 + id,
  schoolId: 1,
});

describe('LiveAnswers', () => {
  it('sends every answer of a batched notification once, to a socket subscribed both by assignment and by class', async () => {
    const { live, notify, lookups } = await liveAnswersWith([row(1, 7, 70), row(2, 7, 70), row(3, 7, 70)]);
    const teacher = inbox();
    live.subscribe({ assignmentId: 7 }, teacher);
    live.subscribe({ groupId: 70 }, teacher);
    await notify([ids(1, 7), ids(2, 7), ids(3, 7)]);
    expect(teacher.received.map((e) => e.studentAnswerId)).toEqual([1, 2, 3]);
    expect(lookups).toEqual([[1, 2, 3]]);
  });

  it('looks up only answers someone here is watching, and reads the bulk path’s single objects', async () => {
    const { live, notify, lookups } = await liveAnswersWith([row(1, 7, 70), row(2, 8, 80)]);
    const teacher = inbox();
    live.subscribe({ assignmentId: 8 }, teacher);
    await notify([ids(1, 7), ids(2, 8)]);
    await notify(ids(2, 8));
    expect(lookups).toEqual([[2], [2]]);
    expect(teacher.received.map((e) => e.studentAnswerId)).toEqual([2, 2]);
    live.remove(teacher);
    await notify([ids(1, 7)]);
    expect(lookups).toHaveLength(2);
  });
});
