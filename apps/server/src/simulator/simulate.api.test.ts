import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { buildJobServices } from '../jobs/job-services.ts';
import { quizSessionsModule } from '../modules/quiz-sessions/quiz-sessions.module.ts';
import {
  daysFromNow,
  makeAssignment,
  makeClass,
  makeSchool,
  makeStudent,
  makeTeacher,
} from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { type SimulateReport, simulateSchool } from './simulate.ts';
import { type Sitting, sit } from './sitting.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** The quiz-session service, built by its module as the simulator builds it. */
const quizSessions = async () => (await buildJobServices(t, [quizSessionsModule])).quizSessions;

/** A school with two classes (Years 7 and 10) of 6 and 5 students, each with its teacher. */
async function school() {
  const s = await makeSchool(t.database.db);
  const teacherA = await makeTeacher(t.database.db, s.id);
  const teacherB = await makeTeacher(t.database.db, s.id);
  const classA = await makeClass(t.database.db, s.id, {
    teacherIds: [teacherA.teacherId],
    yearGroupId: 8,
    code: '7A',
  });
  const classB = await makeClass(t.database.db, s.id, {
    teacherIds: [teacherB.teacherId],
    yearGroupId: 11,
    code: '10B',
  });
  const students = [];
  for (let i = 0; i < 6; i++) students.push(await makeStudent(t.database.db, s.id, classA.id));
  for (let i = 0; i < 5; i++) students.push(await makeStudent(t.database.db, s.id, classB.id));
  return { school: s, classA, classB, students };
}

describe('simulating a school', () => {
  it('sets a term of work for each class and answers it through the quiz-session rules', async () => {
    const { school: s, classA, classB } = await school();
    const now = new Date();
    const report = await simulateSchool(t, { schoolId: s.id, weeks: 12, now, seed: 5 });
    expect(report.classes.map((c) => c.groupId).sort()).toEqual([classA.id, classB.id].sort());
    expect(report.assignments.past).toBeGreaterThanOrEqual(16);
    expect(report.assignments.upcoming).toBe(4);
    expect(report.answers).toBeGreaterThan(100);

    // Counters equal the first attempts stored; completed only when handed in.
    const mismatched = await t.database.query<{ n: number }>(
      `select count(*)::int as n from assignment_students st
       where st.school_id = $1 and (
         st.answered_count <> (select count(*) from student_answers sa
           where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1)
         or st.correct_count <> (select count(*) from student_answers sa
           where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1 and sa.is_correct)
         or (st.completed_at is not null) <> exists (select 1 from quiz_sessions qs
           where qs.assignment_id = st.assignment_id and qs.student_id = st.student_id and qs.finished_at is not null))`,
      [s.id],
    );
    expect(mismatched[0]?.n).toBe(0);
    const [totals] = await t.database.query<{ answers: number; misplaced: number; misconceptions: number }>(
      `select count(*)::int as answers,
         (count(*) filter (where sa.answered_at < a.start_date or sa.answered_at >= a.end_date or sa.answered_at > now()))::int as misplaced,
         (count(*) filter (where sa.misconception_id is not null))::int as misconceptions
       from student_answers sa join assignments a on a.id = sa.assignment_id where sa.school_id = $1`,
      [s.id],
    );
    expect(totals?.answers).toBe(report.answers);
    expect(totals?.misplaced).toBe(0);
    expect(totals?.misconceptions).toBeGreaterThan(0);
    // Some wrong answers are retried (the work gives feedback after each question), each once, after
    // a wrong first attempt, with another option, and later than it.
    const [retries] = await t.database.query<{ n: number; unfounded: number }>(
      `select count(*)::int as n,
         (count(*) filter (where not exists (select 1 from student_answers f
           where f.assignment_id = r.assignment_id and f.student_id = r.student_id and f.question_id = r.question_id
             and f.attempt = 1 and not f.is_correct and f.letter <> r.letter and f.answered_at < r.answered_at)))::int as unfounded
       from student_answers r where r.school_id = $1 and r.attempt = 2`,
      [s.id],
    );
    expect(retries?.n).toBeGreaterThan(0);
    expect(retries?.unfounded).toBe(0);
    // Upcoming work has nothing; past work ended; every assignment authored by a teacher of its class.
    const [upcoming] = await t.database.query<{ n: number; unauthored: number }>(
      `select (select count(*)::int from student_answers sa join assignments a on a.id = sa.assignment_id
         where a.school_id = $1 and a.start_date > now()) as n,
       (select count(*)::int from assignments a where a.school_id = $1 and a.created_by_teacher_id is null) as unauthored`,
      [s.id],
    );
    expect(upcoming).toEqual({ n: 0, unauthored: 0 });
  });

  it('leaves held-back students’ open work unstarted, and stores nothing twice when run again on the same work', async () => {
    const { school: s, students } = await school();
    const held = students[0]?.studentId ?? 0;
    await simulateSchool(t, { schoolId: s.id, weeks: 4, seed: 9, holdBack: new Set([held]) });
    const open = await t.database.query<{ answered_count: number; started_at: Date | null }>(
      `select st.answered_count, st.started_at from assignment_students st join assignments a on a.id = st.assignment_id
       where st.student_id = $1 and a.start_date <= now() and a.end_date > now()`,
      [held],
    );
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.answered_count === 0 && r.started_at === null)).toBe(true);
  });

  it('runs inside an open transaction, as in the demo seed: all of it in there, nothing kept on a rollback', async () => {
    const { school: s } = await school();
    // On PGlite (one connection) a statement outside the open transaction would wait for it: a time-out.
    const rollBack = new Error('roll back');
    let report: SimulateReport | undefined;
    const seeding = t.database.db.transaction(async (tx) => {
      const transaction = tx as unknown as Db;
      report = await simulateSchool({ ...t, transaction }, { schoolId: s.id, weeks: 2, seed: 3 });
      throw rollBack;
    });
    await expect(seeding).rejects.toBe(rollBack);
    expect(report?.answers).toBeGreaterThan(0);
    const [kept] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from assignments where school_id = $1',
      [s.id],
    );
    expect(kept?.n).toBe(0);
  });
});

describe('the bulk path', () => {
  it('stores the same rows as one answer at a time for the same choices', async () => {
    const { school: s, classA, students } = await school();
    const work = await makeAssignment(t.database.db, {
      schoolId: s.id,
      groupIds: [classA.id],
      startDate: daysFromNow(-3),
      endDate: daysFromNow(4),
    });
    const letters = ['A', 'B', 'C', 'D'] as const;
    const startedAt = daysFromNow(-2);
    const sittingOf = (userId: number, finish: boolean, count: number): Sitting => {
      return {
        caller: { userId, roles: ['Student'] },
        startedAt,
        answers: work.questionIds.slice(0, count).map((questionId, i) => ({
          questionId,
          letter: letters[i % 4] ?? 'A',
          timeTakenMs: 10_000 + i * 1000,
          attempt: 1,
          clientAnswerId: randomUUID(),
          answeredAt: new Date(startedAt.getTime() + (i + 1) * 30_000),
        })),
        finishedAt: finish ? new Date(startedAt.getTime() + 3_600_000) : null,
      };
    };
    const service = await quizSessions();
    const [a, b, c, d] = students;
    if (!a || !b || !c || !d) throw new Error('students');
    const n = work.questionIds.length;
    await sit(service, work.id, [sittingOf(a.userId, true, n), sittingOf(b.userId, false, 2)], 'each');
    await sit(service, work.id, [sittingOf(c.userId, true, n), sittingOf(d.userId, false, 2)], 'bulk');

    const answersOf = (studentId: number) =>
      t.database.query(
        `select question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms, attempt, answered_at, school_id
         from student_answers where assignment_id = $1 and student_id = $2 order by question_id`,
        [work.id, studentId],
      );
    const progressOf = (studentId: number) =>
      t.database.query(
        `select st.answered_count, st.correct_count, st.started_at, st.completed_at, qs.kind, qs.started_at as session_started, qs.finished_at
         from assignment_students st left join quiz_sessions qs on qs.assignment_id = st.assignment_id and qs.student_id = st.student_id
         where st.assignment_id = $1 and st.student_id = $2`,
        [work.id, studentId],
      );
    expect((await answersOf(a.studentId)).length).toBe(n);
    expect(await answersOf(c.studentId)).toEqual(await answersOf(a.studentId));
    expect(await answersOf(d.studentId)).toEqual(await answersOf(b.studentId));
    expect(await progressOf(c.studentId)).toEqual(await progressOf(a.studentId));
    expect(await progressOf(d.studentId)).toEqual(await progressOf(b.studentId));

    // Resending the same sitting stores and counts nothing more.
    const again = sittingOf(d.userId, false, 2);
    const before = await progressOf(d.studentId);
    const stored = await service.sitMany(work.id, [{ ...again, answers: [] }]);
    expect(stored.created).toBe(0);
    expect(await progressOf(d.studentId)).toEqual(before);
  });

  it('keeps the service rules: not set (404), outside the dates (409), not in the quiz (400), handed in (409)', async () => {
    const { school: s, classA, students } = await school();
    const work = await makeAssignment(t.database.db, {
      schoolId: s.id,
      groupIds: [classA.id],
      startDate: daysFromNow(-3),
      endDate: daysFromNow(-1),
    });
    const service = await quizSessions();
    const inA = students[0]?.userId ?? 0;
    const inB = students[6]?.userId ?? 0;
    const answer = (questionId: number, answeredAt: Date) => ({
      questionId,
      letter: 'A' as const,
      timeTakenMs: 1000,
      clientAnswerId: randomUUID(),
      answeredAt,
    });
    const q = work.questionIds[0] ?? 0;
    const during = daysFromNow(-2);
    const call = (userId: number, answers: ReturnType<typeof answer>[], finishedAt: Date | null = null) =>
      service.sitMany(work.id, [
        { caller: { userId, roles: ['Student'] }, startedAt: during, answers, finishedAt },
      ]);
    await expect(call(inB, [answer(q, during)])).rejects.toMatchObject({ statusCode: 404 });
    await expect(call(inA, [answer(q, new Date())])).rejects.toMatchObject({ statusCode: 409 });
    await expect(call(inA, [answer(999_999_999, during)])).rejects.toMatchObject({ statusCode: 400 });
    await expect(call(inA, [answer(q, during), answer(q, during)])).rejects.toMatchObject({
      statusCode: 409,
    });
    await call(inA, [answer(q, during)], during);
    await expect(call(inA, [answer(work.questionIds[1] ?? 0, during)])).rejects.toMatchObject({
      statusCode: 409,
    });
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where assignment_id = $1',
      [work.id],
    );
    expect(row?.n).toBe(1);
  });

  it('stores a retry only after a wrong first attempt in the sitting, with another option, on work that allows it', async () => {
    const { school: s, classA, students } = await school();
    const work = await makeAssignment(t.database.db, {
      schoolId: s.id,
      groupIds: [classA.id],
      startDate: daysFromNow(-3),
      endDate: daysFromNow(4),
    });
    const keys = await t.database.query<{ question_id: number; letter: string; is_correct: boolean }>(
      'select question_id, letter, is_correct from question_answers where question_id = any($1) order by letter',
      [work.questionIds],
    );
    const [q1, q2] = work.questionIds as [number, number];
    const letterOf = (questionId: number, correct: boolean) =>
      (keys.find((k) => k.question_id === questionId && k.is_correct === correct)?.letter ?? 'A') as 'A';
    const at = (minutes: number) => new Date(daysFromNow(-2).getTime() + minutes * 60_000);
    const answer = (questionId: number, letter: 'A', attempt: number, minute: number) => ({
      questionId,
      letter,
      attempt,
      timeTakenMs: 5_000,
      clientAnswerId: randomUUID(),
      answeredAt: at(minute),
    });
    const service = await quizSessions();
    const [a, b] = students;
    if (!a || !b) throw new Error('students');
    const sitting = (userId: number, answers: ReturnType<typeof answer>[]) => ({
      caller: { userId, roles: ['Student' as const] },
      startedAt: at(0),
      answers,
      finishedAt: null,
    });
    // Wrong then right on q1 (stored); right then another on q2 (not stored: nothing to retry).
    await service.sitMany(work.id, [
      sitting(a.userId, [
        answer(q1, letterOf(q1, false), 1, 1),
        answer(q1, letterOf(q1, true), 2, 2),
        answer(q2, letterOf(q2, true), 1, 3),
        answer(q2, letterOf(q2, false), 2, 4),
      ]),
    ]);
    const stored = await t.database.query<{ question_id: number; attempt: number }>(
      'select question_id, attempt from student_answers where assignment_id = $1 and student_id = $2 order by answered_at',
      [work.id, a.studentId],
    );
    expect(stored).toEqual([
      { question_id: q1, attempt: 1 },
      { question_id: q1, attempt: 2 },
      { question_id: q2, attempt: 1 },
    ]);
    const [progress] = await t.database.query<{ answered_count: number; correct_count: number }>(
      'select answered_count, correct_count from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, a.studentId],
    );
    expect(progress).toEqual({ answered_count: 2, correct_count: 1 });
    // A retry before its first attempt, or twice: 409; on work that gives feedback at the end: 409.
    await expect(
      service.sitMany(work.id, [sitting(b.userId, [answer(q1, letterOf(q1, true), 2, 1)])]),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      service.sitMany(work.id, [
        sitting(b.userId, [
          answer(q1, letterOf(q1, false), 1, 1),
          answer(q1, letterOf(q1, true), 2, 2),
          answer(q1, letterOf(q1, true), 2, 3),
        ]),
      ]),
    ).rejects.toMatchObject({ statusCode: 409 });
    await t.database.query(`update assignments set feedback_mode = 'AtEnd' where id = $1`, [work.id]);
    await expect(
      service.sitMany(work.id, [
        sitting(b.userId, [answer(q1, letterOf(q1, false), 1, 1), answer(q1, letterOf(q1, true), 2, 2)]),
      ]),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});
