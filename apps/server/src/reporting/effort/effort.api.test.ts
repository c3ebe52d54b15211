import { randomUUID } from 'node:crypto';
import { EFFORT_ANSWER_TIME_CAP_MS, EFFORT_PRACTICE_MIN_ANSWERS } from '@mathsight/contract/effort.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { EffortReader } from './effort-sql.ts';
import { weekWindow } from './effort-window.ts';
import { rebuildEffort } from './rebuild-effort.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const answer = (sessionId: number, headers: Headers, body: object) =>
  post(`/api/v3/quiz-sessions/${sessionId}/answers`, headers, {
    timeTakenMs: 12_000,
    clientAnswerId: randomUUID(),
    ...body,
  });

interface WeekRow {
  student_id: number;
  week_start: string;
  questions_answered: number;
  retries: number;
  time_on_task_ms: number;
  work_completed: number;
}
const weeksOf = (schoolId: number) =>
  t.database.query<WeekRow>(
    `select student_id, to_char(week_start, 'YYYY-MM-DD') as week_start, questions_answered, retries,
       time_on_task_ms::float8 as time_on_task_ms, work_completed
     from student_effort_weeks where school_id = $1 order by student_id, week_start`,
    [schoolId],
  );

/** A practice session on a unit with enough questions, `n` answers given, then finished. */
async function practise(headers: Headers, topicUnitId: number, n: number) {
  const session = (await post('/api/v3/dynamic-quiz-sessions', headers, { topicUnitId })).json();
  let next = session.nextQuestionId as number | null;
  for (let i = 0; i < n && next !== null; i++) {
    const { right } = await bankLetters(t.database, next);
    const res = await answer(session.quizSessionId, headers, { questionId: next, letter: right });
    expect(res.statusCode).toBe(201);
    next = res.json().nextQuestionId;
  }
  expect((await post(`/api/v3/quiz-sessions/${session.quizSessionId}/finish`, headers)).statusCode).toBe(200);
  return session.quizSessionId as number;
}

describe('the effort rollup (decision 0016)', () => {
  it('counts answers, retries, capped time and hand-ins as they happen, and a rebuild agrees', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(s.studentsA[0], 'student 0 of class A').studentId;
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
    });
    const student = s.student.headers;
    const session = (await post(`/api/v3/assignments/${work.id}/quiz-sessions`, student)).json();
    const [q1, q2] = work.questionIds;
    const first = await bankLetters(t.database, defined(q1, 'question 1'));
    // A wrong first answer, its retry, and a second question left open for 10 minutes (counts 5).
    await answer(session.quizSessionId, student, { questionId: q1, letter: first.wrong, attempt: 1 });
    await answer(session.quizSessionId, student, { questionId: q1, letter: first.right, attempt: 2 });
    const second = await bankLetters(t.database, defined(q2, 'question 2'));
    const clientAnswerId = randomUUID();
    await answer(session.quizSessionId, student, {
      questionId: q2,
      letter: second.right,
      timeTakenMs: 600_000,
      clientAnswerId,
    });
    // A resent answer adds nothing.
    await answer(session.quizSessionId, student, { questionId: q2, letter: second.right, clientAnswerId });
    const finish = () => post(`/api/v3/quiz-sessions/${session.quizSessionId}/finish`, student);
    expect((await finish()).statusCode).toBe(200);
    expect((await finish()).statusCode).toBe(200); // handed in twice: one piece of work

    // Practice: a session of enough answers is a piece of work, a session of one answer is not.
    const [unit] = await t.database.query<{ id: number }>(
      `select topic_unit_id as id from questions group by topic_unit_id having count(*) > $1 order by 1 limit 1`,
      [EFFORT_PRACTICE_MIN_ANSWERS],
    );
    const topicUnitId = defined(unit, 'a topic unit with enough questions').id;
    await practise(student, topicUnitId, EFFORT_PRACTICE_MIN_ANSWERS);
    await practise(student, topicUnitId, 1);

    const live = await weeksOf(s.school.id);
    const questions = 2 + EFFORT_PRACTICE_MIN_ANSWERS + 1;
    expect(live).toEqual([
      {
        student_id: studentId,
        week_start: weekWindow(new Date()).weekStart,
        questions_answered: questions,
        retries: 1,
        time_on_task_ms: 12_000 * questions + EFFORT_ANSWER_TIME_CAP_MS,
        work_completed: 2,
      },
    ]);

    const reader = new EffortReader(t.database.db);
    const effort = await reader.byStudent({ studentIds: [studentId] }, weekWindow(new Date()));
    expect(effort.get(studentId)).toEqual({
      workCompleted: 2,
      questionsAnswered: questions,
      retries: 1,
      timeOnTaskMinutes: Math.round((12_000 * questions + EFFORT_ANSWER_TIME_CAP_MS) / 60_000),
      effortPoints: questions + 1 + 5 * 2,
    });
    const school = await reader.byStudent({ schoolId: s.school.id }, weekWindow(new Date()));
    expect([...school.keys()]).toEqual([studentId]);
    expect(await reader.byWeek({ schoolId: s.school.id }, weekWindow(new Date()))).toEqual([
      { weekStart: weekWindow(new Date()).weekStart, students: 1, effort: effort.get(studentId) },
    ]);
    // Last week has nothing.
    const lastWeek = weekWindow(new Date(Date.now() - 7 * 86_400_000));
    expect((await reader.byStudent({ studentIds: [studentId] }, lastWeek)).size).toBe(0);

    await rebuildEffort(t.database.db, { schoolId: s.school.id });
    expect(await weeksOf(s.school.id)).toEqual(live);
  });

  it('puts each answer in its Monday-start week in London time', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(s.studentsA[0], 'student 0 of class A').studentId;
    const work = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const q = defined(work.questionIds[0], 'question 1');
    const [option] = await t.database.query<{ id: number }>(
      `select id from question_answers where question_id = $1 order by letter limit 1`,
      [q],
    );
    // Sunday 23:30 in London (BST) is Sunday 22:30 UTC; Monday 00:30 BST is Sunday 23:30 UTC.
    for (const at of ['2026-06-14T22:30:00Z', '2026-06-14T23:30:00Z']) {
      await t.database.query(
        `insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter,
           is_correct, time_taken_ms, attempt, answered_at)
         values ($1, $2, $3, $4, $5, 'A', false, 1000, $6, $7)`,
        [s.school.id, work.id, studentId, q, defined(option, 'option').id, at.includes('22:30') ? 1 : 2, at],
      );
    }
    await rebuildEffort(t.database.db, { schoolId: s.school.id });
    expect((await weeksOf(s.school.id)).map((r) => [r.week_start, r.questions_answered, r.retries])).toEqual([
      ['2026-06-08', 1, 0],
      ['2026-06-15', 0, 1],
    ]);
  });
});
