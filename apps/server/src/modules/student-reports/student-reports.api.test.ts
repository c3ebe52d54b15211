import { weekStartOf } from '@mathsight/contract/school-terms.ts';
import {
  EffortReportSchema,
  ProficiencyReportSchema,
  StudentOverviewListSchema,
} from '@mathsight/contract/student-reports.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClass, makeSchoolWithClasses, makeStudent } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

type World = Awaited<ReturnType<typeof makeSchoolWithClasses>>;

/** Three real topics of one strand and one of another (topic measures need real topic units). */
async function topics() {
  const rows = await t.database.query<{ id: number; strand: string }>(
    'select id, strand from topic_units order by id limit 40',
  );
  const first = rows[0];
  if (!first) throw new Error('no topics');
  const same = rows.filter((r) => r.strand === first.strand).slice(0, 3);
  const other = rows.find((r) => r.strand !== first.strand);
  if (same.length < 3 || !other) throw new Error('not enough topics');
  return { same, other };
}

async function measure(
  w: World,
  kind: 'topic' | 'strand',
  studentId: number,
  key: number | string,
  ability: number,
  variance: number,
  count: number,
) {
  const table = kind === 'topic' ? 'student_topic_measures' : 'student_strand_measures';
  const column = kind === 'topic' ? 'topic_unit_id' : 'strand';
  await t.database.query(
    `insert into ${table} (student_id, ${column}, school_id, ability, variance, answer_count, measured_at)
     values ($1, $2, $3, $4, $5, $6, now())`,
    [studentId, key, w.school.id, ability, variance, count],
  );
}

/** A week of effort in the rollup (decision 0016), as the answer statements keep it. */
async function effortWeek(
  w: World,
  studentId: number,
  weekStart: string,
  o: { questions: number; retries?: number; ms?: number; work?: number },
) {
  await t.database.query(
    `insert into student_effort_weeks (student_id, school_id, week_start, questions_answered, retries,
       time_on_task_ms, work_completed) values ($1, $2, $3, $4, $5, $6, $7)`,
    [studentId, w.school.id, weekStart, o.questions, o.retries ?? 0, o.ms ?? 0, o.work ?? 0],
  );
}

describe('students proficiency by topic (issue 14, spec §7 "effort and proficiency")', () => {
  it("answers the class's students by the topics they have answered, each with its label and standard error", async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const { same, other } = await topics();
    const [a0, a1, a2] = w.studentsA;
    if (!a0 || !a1 || !a2) throw new Error('class A');
    const [t0, t1, t2] = same;
    if (!t0 || !t1 || !t2) throw new Error('topics');
    await measure(w, 'topic', a0.studentId, t0.id, 3, 0.04, 20);
    await measure(w, 'topic', a0.studentId, t1.id, -3, 0.04, 20);
    await measure(w, 'topic', a1.studentId, t1.id, 0, 1, 3);
    // A student of class B answered another topic: not one of class A's columns.
    await measure(w, 'topic', w.studentsB[0]?.studentId ?? 0, t2.id, 0, 0.2, 8);
    await measure(w, 'topic', w.studentsB[0]?.studentId ?? 0, other.id, 0, 0.2, 8);

    const res = await get(
      `/api/v3/schools/${w.school.id}/students/proficiency?groupId=${w.classA.id}`,
      w.teacher.headers,
    );
    expect(res.statusCode).toBe(200);
    const report = ProficiencyReportSchema.parse(res.json());
    expect(report.groupCode).toBe('8A');
    expect(report.topics.map((x) => x.topicUnitId).sort()).toEqual([t0.id, t1.id].sort());
    expect(report.students.map((s) => s.studentId).sort()).toEqual(
      w.studentsA.map((s) => s.studentId).sort(),
    );
    const first = report.students.find((s) => s.studentId === a0.studentId);
    expect(first?.topics).toEqual(
      expect.arrayContaining([
        { topicUnitId: t0.id, label: 'secure', measure: 3, standardError: 0.2, answerCount: 20 },
        { topicUnitId: t1.id, label: 'not yet', measure: -3, standardError: 0.2, answerCount: 20 },
      ]),
    );
    expect(report.students.find((s) => s.studentId === a1.studentId)?.topics).toEqual([
      { topicUnitId: t1.id, label: 'not enough answers yet', measure: 0, standardError: 1, answerCount: 3 },
    ]);
    expect(report.students.find((s) => s.studentId === a2.studentId)?.topics).toEqual([]);

    // The CSV: the same rows, a label, measure and standard error per topic, numbers as numbers.
    const csv = await get(
      `/api/v3/schools/${w.school.id}/students/proficiency/export?groupId=${w.classA.id}`,
      w.teacher.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1 + 3);
    expect(lines[0]?.split(',').length).toBe(2 + 3 * 2);
    expect(csv.body).toMatch(/secure,3,0\.2/);
  });

  it('is read by the class teacher and administrators; the rest get 404', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const url = (schoolId: number, groupId: number) =>
      `/api/v3/schools/${schoolId}/students/proficiency?groupId=${groupId}`;
    expect((await get(url(w.school.id, w.classA.id), w.admin.headers)).statusCode).toBe(200);
    // A colleague who does not teach the class, a Pending teacher, another school's class, another school's teacher.
    expect((await get(url(w.school.id, w.classA.id), w.colleague.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.classA.id), w.pending.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.otherClass.id), w.teacher.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.otherClass.id), w.admin.headers)).statusCode).toBe(404);
    expect((await get(url(w.other.id, w.otherClass.id), w.teacher.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.classA.id), w.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.classA.id), w.student.headers)).statusCode).toBe(403);
    expect(
      (await get(`/api/v3/schools/${w.school.id}/students/proficiency?groupId=x`, w.teacher.headers))
        .statusCode,
    ).toBe(400);
  });
});

describe('the students list with proficiency and effort (issue 14 point 1)', () => {
  it('lists the students the caller may see, sorted by overall proficiency, with a CSV of the same rows', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const [a0, a1, a2] = w.studentsA;
    const [b0] = w.studentsB;
    if (!a0 || !a1 || !a2 || !b0) throw new Error('students');
    // Overall = the precision-weighted mean of the strand measures: (1/0.25 + 3/0.25·… ) below.
    await measure(w, 'strand', a0.studentId, 'number', 1, 0.25, 10);
    await measure(w, 'strand', a0.studentId, 'geometry', 2, 0.5, 6);
    await measure(w, 'strand', a1.studentId, 'number', -1, 0.1, 30);
    await measure(w, 'strand', b0.studentId, 'number', 2.5, 0.1, 30);
    // A student of a class the teacher does not teach: only the administrator sees them.
    const classC = await makeClass(t.database.db, w.school.id, { code: '8C' });
    const c0 = await makeStudent(t.database.db, w.school.id, classC.id);
    await measure(w, 'strand', c0.studentId, 'number', 4, 0.1, 30);
    // Effort this term: a2 did the most (and has no measure); a1 some.
    await effortWeek(w, a2.studentId, weekStartOf(new Date()), { questions: 30, work: 2 });
    await effortWeek(w, a1.studentId, weekStartOf(new Date()), { questions: 4, retries: 1 });

    const base = `/api/v3/schools/${w.school.id}/students/overview`;
    const sorted = (direction: string) =>
      `${base}?request.sort[0].FieldName=proficiency&request.sort[0].Direction=${direction}`;
    const res = await get(sorted('Descending'), w.teacher.headers);
    expect(res.statusCode).toBe(200);
    const list = StudentOverviewListSchema.parse(res.json());
    expect(list.total).toBe(5);
    // b0 (2.5), a0 (weighted mean 4/3), a1 (-1), then the two with no measure by name.
    expect(list.items.slice(0, 3).map((s) => s.studentId)).toEqual([
      b0.studentId,
      a0.studentId,
      a1.studentId,
    ]);
    expect(list.items.slice(3).every((s) => s.proficiency === null)).toBe(true);
    const first = list.items.find((s) => s.studentId === a0.studentId);
    // Σ(θ/v)/Σ(1/v) = (4 + 4)/(4 + 2) = 1.333, SE = 1/√6 = 0.408, 16 answers.
    expect(first?.proficiency).toMatchObject({ measure: 1.333, standardError: 0.408, answerCount: 16 });
    expect(first?.groups.map((g) => g.code)).toEqual(['8A']);
    expect(first?.effortPoints).toBe(0);

    const ascending = StudentOverviewListSchema.parse(
      (await get(sorted('Ascending'), w.teacher.headers)).json(),
    );
    expect(ascending.items.slice(0, 3).map((s) => s.studentId)).toEqual([
      a1.studentId,
      a0.studentId,
      b0.studentId,
    ]);

    // One class, paged.
    const classOnly = StudentOverviewListSchema.parse(
      (await get(`${base}?request.filter.groupId=${w.classB.id}&request.take=1`, w.teacher.headers)).json(),
    );
    expect(classOnly.total).toBe(2);
    expect(classOnly.items).toHaveLength(1);

    // The administrator sees the whole school, class C's student first.
    const admin = StudentOverviewListSchema.parse((await get(sorted('Descending'), w.admin.headers)).json());
    expect(admin.total).toBe(6);
    expect(admin.items[0]?.studentId).toBe(c0.studentId);

    const csv = await get(
      `${base}/export?request.sort[0].FieldName=proficiency&request.sort[0].Direction=Descending`,
      w.teacher.headers,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[2]).toContain(',1.333,0.408,16,0,');
  });

  it('refuses what is not the caller’s: another class, another school, a Pending teacher', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const base = `/api/v3/schools/${w.school.id}/students/overview`;
    // A colleague teaching no class sees nobody; narrowing to a class they do not teach is 404.
    const colleague = StudentOverviewListSchema.parse((await get(base, w.colleague.headers)).json());
    expect(colleague.total).toBe(0);
    expect((await get(`${base}?request.filter.groupId=${w.classA.id}`, w.colleague.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`${base}?request.filter.groupId=${w.otherClass.id}`, w.teacher.headers)).statusCode,
    ).toBe(404);
    expect((await get(base, w.pending.headers)).statusCode).toBe(404);
    expect((await get(base, w.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(`${base}?request.sort[0].FieldName=age`, w.teacher.headers)).statusCode).toBe(400);
  });
});

describe("a class's effort by week or term (issue 14 point 3, decision 0016)", () => {
  it("answers each student's effort in the period and the class's weeks of the term, with a CSV", async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const [a0, a1] = w.studentsA;
    const [b0] = w.studentsB;
    if (!a0 || !a1 || !b0) throw new Error('students');
    await effortWeek(w, a0.studentId, '2026-11-16', { questions: 10, retries: 2, ms: 600_000, work: 1 });
    await effortWeek(w, a0.studentId, '2026-10-05', { questions: 5 });
    await effortWeek(w, a1.studentId, '2026-09-07', { questions: 3, ms: 90_000 });
    // Another class's student, and the summer term's last week (its Monday in August): neither counts.
    await effortWeek(w, b0.studentId, '2026-11-16', { questions: 50 });
    await effortWeek(w, a1.studentId, '2026-08-31', { questions: 7 });

    const url = (period: string) =>
      `/api/v3/schools/${w.school.id}/students/effort?groupId=${w.classA.id}&period=${period}&date=2026-11-18`;
    const week = EffortReportSchema.parse((await get(url('week'), w.teacher.headers)).json());
    expect(week).toMatchObject({ period: 'week', from: '2026-11-16', to: '2026-11-22', groupCode: '8A' });
    expect(week.term).toEqual({ name: 'Autumn 2026', from: '2026-09-01', to: '2026-12-31' });
    expect(week.students).toHaveLength(3);
    expect(week.students.find((s) => s.studentId === a0.studentId)?.effort).toEqual({
      workCompleted: 1,
      questionsAnswered: 10,
      retries: 2,
      timeOnTaskMinutes: 10,
      effortPoints: 17,
    });
    expect(week.students.find((s) => s.studentId === a1.studentId)?.effort.effortPoints).toBe(0);
    // The weeks of the term from Monday 7 September, to this week (or the term's end).
    expect(week.weeks.length).toBeGreaterThanOrEqual(11);
    expect(week.weeks[0]).toMatchObject({ weekStart: '2026-09-07', effort: { questionsAnswered: 3 } });
    expect(week.weeks[10]).toMatchObject({ weekStart: '2026-11-16', effort: { effortPoints: 17 } });
    expect(week.weeks.find((x) => x.weekStart === '2026-09-14')?.effort.effortPoints).toBe(0);

    const term = EffortReportSchema.parse((await get(url('term'), w.teacher.headers)).json());
    expect(term).toMatchObject({ period: 'term', from: '2026-09-01', to: '2026-12-31' });
    expect(term.students.find((s) => s.studentId === a0.studentId)?.effort.effortPoints).toBe(22);
    expect(term.students.find((s) => s.studentId === a1.studentId)?.effort.effortPoints).toBe(3);

    const csv = await get(url('term').replace('/effort?', '/effort/export?'), w.teacher.headers);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1 + 3);
    expect(csv.body).toContain(',1,15,2,10,22');
  });

  it('refuses a class that is not the caller’s, and a Pending teacher', async () => {
    const w = await makeSchoolWithClasses(t.app, t.database.db);
    const url = (schoolId: number, groupId: number) =>
      `/api/v3/schools/${schoolId}/students/effort?groupId=${groupId}&period=week`;
    expect((await get(url(w.school.id, w.classA.id), w.admin.headers)).statusCode).toBe(200);
    expect((await get(url(w.school.id, w.classA.id), w.colleague.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.classA.id), w.pending.headers)).statusCode).toBe(404);
    expect((await get(url(w.school.id, w.otherClass.id), w.teacher.headers)).statusCode).toBe(404);
    expect((await get(url(w.other.id, w.otherClass.id), w.otherTeacher.headers)).statusCode).toBe(200);
    expect((await get(url(w.school.id, w.classA.id), w.otherTeacher.headers)).statusCode).toBe(404);
    expect(
      (
        await get(
          `/api/v3/schools/${w.school.id}/students/effort?groupId=${w.classA.id}&period=year`,
          w.teacher.headers,
        )
      ).statusCode,
    ).toBe(400);
  });
});
