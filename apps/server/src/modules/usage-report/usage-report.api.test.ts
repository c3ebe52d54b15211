import { WRONG_ANSWER_FEEDBACK_EXPERIMENT } from '@mathsight/contract/experiments.ts';
import { usageReportPaths } from '@mathsight/contract/usage-report.paths.ts';
import { USAGE_TABLES, type UsageReport, usageTable } from '@mathsight/contract/usage-report.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAnswer, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;

/** Two school weeks of January 2026 (GMT): Monday 5th to Sunday 18th. */
const WINDOW = 'from=2026-01-05&to=2026-01-18';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const [a1, a2, a3] = s.studentsA;
  const [b1] = s.studentsB;
  if (!a1 || !a2 || !a3 || !b1) throw new Error('no students');
  // Week 1: the teacher sets work to 8A, the administrator to 8B; week 2: the teacher to both; and work
  // set the Sunday before the window, which is left out.
  const w1 = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    startDate: at('2026-01-06T09:00:00Z'),
    endDate: at('2026-01-20T09:00:00Z'),
    createdByTeacherId: s.teacher.teacherId,
  });
  await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classB.id],
    startDate: at('2026-01-11T23:30:00Z'),
    endDate: at('2026-01-20T09:00:00Z'),
    createdByTeacherId: s.admin.teacherId,
  });
  const w2 = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id],
    startDate: at('2026-01-12T00:30:00Z'),
    endDate: at('2026-01-25T09:00:00Z'),
    createdByTeacherId: s.teacher.teacherId,
  });
  await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    startDate: at('2026-01-04T23:59:00Z'),
    createdByTeacherId: s.colleague.teacherId,
  });
  // Another school's work and answers in the same weeks: never counted.
  const foreign = await makeAssignment(db, {
    schoolId: s.other.id,
    groupIds: [s.otherClass.id],
    startDate: at('2026-01-06T09:00:00Z'),
    createdByTeacherId: s.otherTeacher.teacherId,
  });
  const q = (work: { questionIds: number[] }, i: number) => work.questionIds[i] ?? 0;
  const answer = (
    work: { id: number; questionIds: number[] },
    studentId: number,
    i: number,
    correct: boolean,
    answeredAt: string,
    schoolId = s.school.id,
  ) =>
    makeAnswer(db, {
      schoolId,
      assignmentId: work.id,
      studentId,
      questionId: q(work, i),
      correct,
      answeredAt: at(answeredAt),
    });
  // Week 1: a1 wrong then right; a2 wrong then wrong. Week 2: a1 and b1 on w2.
  await answer(w1, a1.studentId, 0, false, '2026-01-07T10:00:00Z');
  await answer(w1, a1.studentId, 1, true, '2026-01-07T10:01:00Z');
  await answer(w1, a2.studentId, 0, false, '2026-01-07T11:00:00Z');
  await answer(w1, a2.studentId, 1, false, '2026-01-07T11:01:00Z');
  await answer(w2, a1.studentId, 0, true, '2026-01-14T10:00:00Z');
  await answer(w2, b1.studentId, 0, false, '2026-01-14T10:00:00Z');
  await answer(foreign, s.otherStudent.studentId, 0, true, '2026-01-07T10:00:00Z', s.other.id);
  // Tracking events (as stored: only users who accepted analytics are ever stored).
  await t.database.query(
    `insert into tracking_events (user_id, school_id, kind, action, page, source, occurred_at) values
      ($1, $2, 'tracking', 'page-view', '/classes/', 'test', '2026-01-08T10:00:00Z'),
      ($1, $2, 'tracking', 'page-view', '/classes/', 'test', '2026-01-08T10:05:00Z'),
      ($3, $2, 'tracking', 'page-view', '/classes/', 'test', '2026-01-08T10:06:00Z'),
      ($1, $2, 'user-event', 'set-work', null, 'test', '2026-01-09T10:00:00Z'),
      ($1, $2, 'tracking', 'experiment-exposure', null, 'test', '2026-01-09T10:00:00Z'),
      ($1, $2, 'tracking', 'page-view', '/reports/', 'test', '2026-03-01T10:00:00Z'),
      ($4, $5, 'tracking', 'page-view', '/reports/', 'test', '2026-01-08T10:00:00Z')`,
    [s.teacher.userId, s.school.id, s.admin.userId, s.otherTeacher.userId, s.other.id],
  );
  // a1 and a2 in the control, b1 in the other variant, put there before the window.
  await t.database.query(
    `insert into experiment_assignments (experiment_key, user_id, variant, assigned_at) values
      ($1, $2, 'control', '2026-01-01T00:00:00Z'), ($1, $3, 'control', '2026-01-01T00:00:00Z'),
      ($1, $4, 'next-step', '2026-01-01T00:00:00Z')`,
    [WRONG_ANSWER_FEEDBACK_EXPERIMENT, a1.userId, a2.userId, b1.userId],
  );
});

async function report(headers: Record<string, string>, query = WINDOW) {
  return t.app.inject({ method: 'GET', url: `${usageReportPaths.usage(s.school.id)}?${query}`, headers });
}

describe("a school's usage report (issue 32 point 2)", () => {
  it("is for the school's administrators only", async () => {
    expect((await report(s.admin.headers)).statusCode).toBe(200);
    expect((await report(s.teacher.headers)).statusCode).toBe(403);
    expect((await report(s.student.headers)).statusCode).toBe(403);
    expect((await report(s.otherTeacher.headers)).statusCode).toBe(404);
  });

  it('counts each school week (Monday, London time) from the work and the answers', async () => {
    const body = (await report(s.admin.headers)).json() as UsageReport;
    expect(body.from).toBe('2026-01-05');
    expect(body.to).toBe('2026-01-18');
    expect(body.weeks).toEqual([
      {
        weekStart: '2026-01-05',
        teachersSettingWork: 2,
        studentsAnswering: 2,
        workSet: 2,
        workDone: 1,
        answers: 4,
      },
      {
        weekStart: '2026-01-12',
        teachersSettingWork: 1,
        studentsAnswering: 2,
        workSet: 1,
        workDone: 1,
        answers: 2,
      },
    ]);
    expect(body.classes.map((c) => [c.code, c.workSet, c.workDone, c.studentsAnswering, c.answers])).toEqual([
      ['8A', 2, 2, 2, 5],
      ['8B', 2, 1, 1, 1],
    ]);
  });

  it('counts the features used from the stored events, by area or action, exposures left out', async () => {
    const body = (await report(s.admin.headers)).json() as UsageReport;
    expect(body.features).toEqual([
      { feature: 'classes', events: 3, users: 2 },
      { feature: 'set-work', events: 1, users: 1 },
    ]);
  });

  it("reads each variant's students and how the answer after a wrong one went", async () => {
    const body = (await report(s.admin.headers)).json() as UsageReport;
    expect(body.experiments).toEqual([
      {
        experiment: WRONG_ANSWER_FEEDBACK_EXPERIMENT,
        variant: 'control',
        studentsAssigned: 2,
        studentsExposed: 2,
        // a1: wrong → right (then right on w2); a2: wrong → wrong, then a last wrong with none after.
        wrongFollowedByAnswer: 2,
        nextAnswerRight: 1,
        nextAnswerRightPercent: 50,
      },
      {
        experiment: WRONG_ANSWER_FEEDBACK_EXPERIMENT,
        variant: 'next-step',
        studentsAssigned: 1,
        studentsExposed: 1,
        wrongFollowedByAnswer: 0,
        nextAnswerRight: 0,
        nextAnswerRightPercent: null,
      },
    ]);
  });

  it('gives each table as a CSV file with the same rows as the screen', async () => {
    const body = (await report(s.admin.headers)).json() as UsageReport;
    for (const table of USAGE_TABLES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${usageReportPaths.usageCsv(s.school.id)}?${WINDOW}&table=${table}`,
        headers: s.admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`usage-${table}-2026-01-05-to-2026-01-18.csv`);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
      const { columns, rows } = usageTable(body, table);
      expect(lines).toEqual([columns, ...rows].map((row) => row.map((c) => c ?? '').join(',')));
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('takes the last 12 weeks by default and refuses a window it cannot read', async () => {
    const body = (await report(s.admin.headers, '')).json() as UsageReport;
    expect(body.weeks).toHaveLength(12);
    expect(new Date(`${body.weeks[0]?.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
    const backwards = await report(s.admin.headers, 'from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    const tooLong = await report(s.admin.headers, 'from=2024-01-01&to=2026-01-01');
    expect(tooLong.statusCode).toBe(400);
    const junk = await report(s.admin.headers, 'from=yesterday');
    expect(junk.statusCode).toBe(400);
  });
});
