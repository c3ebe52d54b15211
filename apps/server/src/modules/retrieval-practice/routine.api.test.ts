import { randomUUID } from 'node:crypto';
import type { RoutineReport, RoutineRow } from '@mathsight/contract/routine.ts';
import { schoolDateOf, weekStartOf } from '@mathsight/contract/school-terms.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../reporting/effort/effort-window.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeStudent,
  signInUser,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

/** 09:00 UTC (09:00 or 10:00 in London) on a school day, as a start date. */
const morningOf = (ymd: string) => new Date(`${ymd}T09:00:00Z`);

/** A student's progress on a piece of work, as the answer statements would have left it. */
async function progress(
  assignmentId: number,
  studentId: number,
  p: { answered: number; correct: number; completed: boolean },
) {
  await t.database.query(
    `update assignment_students set answered_count = $3, correct_count = $4,
       started_at = case when $3 > 0 then now() end, completed_at = case when $5 then now() end
     where assignment_id = $1 and student_id = $2`,
    [assignmentId, studentId, p.answered, p.correct, p.completed],
  );
}

/**
 * School with classes 8A (three students) and 8B (two), both taught by the teacher, and a demo class of
 * theirs. Retrieval practice: two pieces for 8A two weeks ago (progress as stored), one piece for 8A this
 * week answered through the API, one for 8B last week nobody answered, one for the demo class; topic work
 * and another school's retrieval practice that the routine must not count.
 */
async function routineWorld() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const thisWeek = weekStartOf(new Date());
  const twoWeeksAgo = addDays(thisWeek, -14);
  const questions = await t.database.query<{ question_id: number }>(
    `select question_id from quiz_questions where quiz_id = (select min(id) from quizzes where kind = 'TopicPathway')
     order by sequence limit 3`,
  );
  const ids = questions.map((q) => q.question_id);
  const rp = (groupId: number, start: Date, questionIds: number[], schoolId = s.school.id) =>
    makeAssignment(db, {
      schoolId,
      groupIds: [groupId],
      kind: 'RetrievalPractice',
      questionIds,
      startDate: start,
      endDate: new Date(start.getTime() + 2 * 86_400_000),
      createdByTeacherId: schoolId === s.school.id ? s.teacher.teacherId : null,
    });
  const a = defined(s.studentsA[0], 'student 0 of 8A');
  const b = defined(s.studentsA[1], 'student 1 of 8A');

  const tuesday = await rp(s.classA.id, morningOf(addDays(twoWeeksAgo, 1)), ids);
  const thursday = await rp(s.classA.id, morningOf(addDays(twoWeeksAgo, 3)), ids.slice(0, 2));
  await progress(tuesday.id, a.studentId, { answered: 3, correct: 3, completed: true });
  await progress(tuesday.id, b.studentId, { answered: 1, correct: 0, completed: false });
  await progress(thursday.id, a.studentId, { answered: 2, correct: 1, completed: true });
  await progress(thursday.id, b.studentId, { answered: 2, correct: 2, completed: true });
  await rp(s.classB.id, morningOf(addDays(thisWeek, -5)), ids);
  await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    startDate: morningOf(addDays(twoWeeksAgo, 2)),
    endDate: daysFromNow(-8),
  });
  const demo = await makeClass(db, s.school.id, { teacherIds: [s.teacher.teacherId], isDemo: true });
  await makeStudent(db, s.school.id, demo.id);
  await rp(demo.id, morningOf(addDays(twoWeeksAgo, 1)), ids);
  await rp(s.otherClass.id, morningOf(addDays(twoWeeksAgo, 1)), ids, s.other.id);

  // This week's piece, open now: the first student answers it all (two right) and hands it in, the
  // second answers one question rightly, the third nothing.
  const now = await rp(s.classA.id, new Date(Date.now() - 60_000), ids);
  const answer = async (headers: Headers, count: number, finish: boolean) => {
    const session = await post(`/api/v3/assignments/${now.id}/quiz-sessions`, headers);
    expect(session.statusCode, session.body).toBe(200);
    const id = session.json().quizSessionId as number;
    for (const [i, questionId] of ids.slice(0, count).entries()) {
      const { right, wrong } = await bankLetters(t.database, questionId);
      const res = await post(`/api/v3/quiz-sessions/${id}/answers`, headers, {
        questionId,
        letter: i === 2 ? wrong : right,
        timeTakenMs: 9_000,
        clientAnswerId: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    if (finish) expect((await post(`/api/v3/quiz-sessions/${id}/finish`, headers)).statusCode).toBe(200);
  };
  await answer(s.student.headers, 3, true);
  await answer(await signInUser(t.app, db, b.userId), 1, false);

  const [year] = await t.database.query<{ name: string }>(
    'select name from country_year_groups where id = 9',
  );
  return { s, demo, thisWeek, twoWeeksAgo, yearGroup: defined(year, 'year group 9').name };
}

const url = (schoolId: number, query: string, csv = false) =>
  `/api/v3/schools/${schoolId}/reports/routine${csv ? '.csv' : ''}?${query}`;

describe('the retrieval-practice routine', () => {
  it('answers a row per class and week: work, questions, students, completion and mean score', async () => {
    const { s, thisWeek, twoWeeksAgo, yearGroup } = await routineWorld();
    const to = schoolDateOf(new Date());
    const res = await get(url(s.school.id, `from=${addDays(twoWeeksAgo, 2)}&to=${to}`), s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report: RoutineReport = res.json();
    // `from` moves back to its Monday.
    expect(report).toMatchObject({ schoolId: s.school.id, from: twoWeeksAgo, to, groupId: null });
    const lastWeek = addDays(thisWeek, -7);
    const row = (code: string, weekStart: string) =>
      defined(
        report.rows.find((r) => r.code === code && r.weekStart === weekStart),
        `${code} in the week of ${weekStart}`,
      );
    // 8A and 8B, three weeks each; the demo class and the other school's are left out.
    expect(report.rows.map((r) => [r.code, r.weekStart])).toEqual([
      ['8A', twoWeeksAgo],
      ['8A', lastWeek],
      ['8A', thisWeek],
      ['8B', twoWeeksAgo],
      ['8B', lastWeek],
      ['8B', thisWeek],
    ]);
    const base = { groupId: s.classA.id, code: '8A', yearGroups: yearGroup, teachers: 'Alex Morgan' };
    // Two pieces: one student handed both in (4 of 5 right), one one of them (2 of 5), one answered nothing.
    expect(row('8A', twoWeeksAgo)).toEqual({
      ...base,
      weekStart: twoWeeksAgo,
      workSet: 2,
      questionsSet: 5,
      studentsSet: 3,
      studentsCompleted: 1,
      studentsWithNoAnswer: 1,
      completionPercent: 33,
      meanScorePercent: 60,
    } satisfies RoutineRow);
    expect(row('8A', lastWeek)).toMatchObject({
      workSet: 0,
      questionsSet: 0,
      studentsSet: 0,
      completionPercent: null,
      meanScorePercent: null,
    });
    // Answered through the API: 2 of 3 right and handed in; 1 of 3 right; nothing.
    expect(row('8A', thisWeek)).toMatchObject({
      workSet: 1,
      questionsSet: 3,
      studentsSet: 3,
      studentsCompleted: 1,
      studentsWithNoAnswer: 1,
      completionPercent: 33,
      meanScorePercent: 50,
    });
    expect(row('8B', lastWeek)).toMatchObject({
      groupId: s.classB.id,
      workSet: 1,
      studentsSet: 2,
      studentsCompleted: 0,
      studentsWithNoAnswer: 2,
      completionPercent: 0,
      meanScorePercent: null,
    });

    const csv = await get(url(s.school.id, `from=${twoWeeksAgo}&to=${to}`, true), s.teacher.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="routine-${twoWeeksAgo}-to-${to}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Class,Year group,Teachers,Week starting,Retrieval practice set,Questions set,Students set,' +
        'Students completed,Completion %,Mean score % (students who answered),Students with no answer',
    );
    expect(lines.slice(1)).toEqual(
      report.rows.map((r) =>
        [
          r.code,
          r.yearGroups,
          r.teachers,
          r.weekStart,
          r.workSet,
          r.questionsSet,
          r.studentsSet,
          r.studentsCompleted,
          r.completionPercent ?? '',
          r.meanScorePercent ?? '',
          r.studentsWithNoAnswer,
        ].join(','),
      ),
    );
  });

  it('covers the last 12 weeks by default, one class when asked (a demo class too), every class for an administrator', async () => {
    const { s, demo, thisWeek, twoWeeksAgo } = await routineWorld();
    const byDefault: RoutineReport = (await get(url(s.school.id, ''), s.admin.headers)).json();
    expect(byDefault.from).toBe(addDays(thisWeek, -77));
    expect(byDefault.to).toBe(schoolDateOf(new Date()));
    expect(new Set(byDefault.rows.map((r) => r.code))).toEqual(new Set(['8A', '8B']));
    expect(byDefault.rows).toHaveLength(24);

    const one: RoutineReport = (
      await get(url(s.school.id, `groupId=${demo.id}&from=${twoWeeksAgo}`), s.teacher.headers)
    ).json();
    expect(one.groupId).toBe(demo.id);
    expect(one.rows.map((r) => [r.groupId, r.weekStart, r.workSet, r.studentsSet])).toEqual([
      [demo.id, twoWeeksAgo, 1, 1],
      [demo.id, addDays(twoWeeksAgo, 7), 0, 0],
      [demo.id, thisWeek, 0, 0],
    ]);
    const csv = await get(
      url(s.school.id, `groupId=${s.classA.id}&from=${twoWeeksAgo}`, true),
      s.admin.headers,
    );
    expect(csv.headers['content-disposition']).toMatch(/filename="routine-8a-\d{4}-\d{2}-\d{2}-to-/);

    // The calendar's edges are days like any other.
    for (const window of ['to=9999-12-31', 'from=0001-01-01&to=0001-03-01']) {
      const edge = await get(url(s.school.id, window), s.teacher.headers);
      expect(edge.statusCode, `${window}: ${edge.body}`).toBe(200);
    }

    // A colleague who teaches no class: no rows, and no other class's.
    const colleague: RoutineReport = (await get(url(s.school.id, ''), s.colleague.headers)).json();
    expect(colleague.rows).toEqual([]);
  });

  it('refuses classes that are not the caller’s (404), students (403) and windows that do not add up (400)', async () => {
    const { s } = await routineWorld();
    const today = schoolDateOf(new Date());
    const cases: Array<[string, Headers, number]> = [
      [url(s.school.id, `groupId=${s.classA.id}`), s.colleague.headers, 404],
      [url(s.school.id, `groupId=${s.classA.id}`, true), s.colleague.headers, 404],
      [url(s.school.id, `groupId=${s.otherClass.id}`), s.admin.headers, 404],
      [url(s.school.id, ''), s.pending.headers, 404],
      [url(s.school.id, ''), s.otherTeacher.headers, 404],
      [url(s.other.id, ''), s.teacher.headers, 404],
      [url(s.school.id, ''), s.student.headers, 403],
      [url(s.school.id, 'from=2026-03-01&to=2026-02-01'), s.teacher.headers, 400],
      [url(s.school.id, 'from=2025-01-01&to=2026-03-01'), s.teacher.headers, 400],
      [url(s.school.id, `from=${addDays(today, 7)}`), s.teacher.headers, 400],
      [url(s.school.id, 'from=2026-02-30'), s.teacher.headers, 400],
      [url(s.school.id, 'to=0001-01-02'), s.teacher.headers, 400],
      [url(s.school.id, 'groupId=0'), s.teacher.headers, 400],
    ];
    for (const [path, headers, status] of cases) {
      const res = await get(path, headers);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
      if (status === 400) expect(res.json().modelState).toBeDefined();
    }
  });
});
