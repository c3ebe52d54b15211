import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advisoryTransactionLock } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { foldQuestionSteps } from '../measurement/question-calibration.ts';
import { AnswerStoreRepository } from '../modules/quiz-sessions/answer-store.repository.ts';
import { foldSchoolReportDeltas } from '../reporting/school/school-report-fold.ts';
import { defined } from '../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../test/factories.ts';
import { buildTestAppWith, getTestApp, type TestApp } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** A first attempt stored through the answer statement; answers the question it answered. */
async function answerOne() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
  });
  const questionId = defined(work.questionIds[0], 'a question');
  const stored = await new AnswerStoreRepository(t.database.db).insertAnswer({
    schoolId: s.school.id,
    assignmentId: work.id,
    studentId: defined(s.studentsA[0], 'a student').studentId,
    questionId,
    letter: 'A',
    confidence: null,
    timeTakenMs: 9000,
    attempt: 1,
    answeredAt: new Date(),
    clientAnswerId: randomUUID(),
  });
  expect(stored).not.toBeNull();
  return { schoolId: s.school.id, questionId };
}

async function answerCount(questionId: number) {
  const [row] = await t.database.query<{ answer_count: number }>(
    'select answer_count from question_measures where question_id = $1',
    [questionId],
  );
  return row?.answer_count ?? 0;
}

async function waitingDeltas(schoolId: number) {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from report_answer_deltas where school_id = $1',
    [schoolId],
  );
  return row?.n ?? 0;
}

describe('the answer folds (decision 0022)', () => {
  it('run in the server on a timer and once more when it closes', async () => {
    const server = await buildTestAppWith({ answerFolds: true, answerFoldSeconds: 1 });
    try {
      await foldQuestionSteps(t.database.db, { wait: true });
      const first = await answerOne();
      const before = await answerCount(first.questionId);
      // The timer folds within about a second, with no one asking.
      await vi.waitFor(
        async () => {
          expect(await answerCount(first.questionId)).toBeGreaterThan(before);
          expect(await waitingDeltas(first.schoolId)).toBe(0);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await server.app.close();
    }
    // Closing folds what is left: nothing of this school waits afterwards.
    const second = await answerOne();
    const closing = await buildTestAppWith({ answerFolds: true, answerFoldSeconds: 3600 });
    await closing.app.close();
    expect(await waitingDeltas(second.schoolId)).toBe(0);
  });

  // PGlite is one connection in one process: no other session can hold the lock.
  it.runIf(testDatabaseKind() === 'postgres')(
    'fold one at a time: a fold skips its turn while another session holds its lock',
    async () => {
      await answerOne();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await advisoryTransactionLock(tx as unknown as Db, 'questionCalibration', true);
        locked();
        await held;
      });
      await lockTaken;
      try {
        expect(await foldQuestionSteps(t.database.db)).toBeNull();
        // The report fold has a lock of its own.
        expect(await foldSchoolReportDeltas(t.database.db)).not.toBeNull();
      } finally {
        release();
        await holder;
      }
      expect(await foldQuestionSteps(t.database.db, { wait: true })).not.toBeNull();
    },
  );
});
