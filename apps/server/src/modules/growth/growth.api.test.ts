import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildGrowth } from '../../reporting/growth/rebuild-growth.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type World = Awaited<ReturnType<typeof makeSchoolWithClasses>>;

/**
 * Bank questions of one strand (not retired), the highest ids first: the newest constructs', which no
 * other test file answers, so that the questions' difficulties learn from this test's answers alone and
 * the rebuild, replaying them in `answered_at` order, meets the same beliefs (other files take the
 * lowest ids, and their answers arrive between this test's backdated ones).
 */
async function strandQuestions(strand: string, count: number, skip = 0) {
  const rows = await t.database.query<{ id: number }>(
    `select q.id from questions q join topic_units tu on tu.id = q.topic_unit_id
     where tu.strand = $1 and not q.retired order by q.id desc limit $2 offset $3`,
    [strand, count, skip],
  );
  return rows.map((r) => r.id);
}

/** The student sits the work through the API: right, right, wrong, … then hands it in if asked. */
async function sit(s: World, workId: number, questionIds: number[], handIn: boolean) {
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${workId}/quiz-sessions`,
    headers: s.student.headers,
  });
  const sessionId = session.json().quizSessionId as number;
  for (const [i, questionId] of questionIds.entries()) {
    const { right, wrong } = await bankLetters(t.database, questionId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${sessionId}/answers`,
      headers: s.student.headers,
      payload: {
        questionId,
        letter: i % 3 === 2 ? wrong : right,
        timeTakenMs: 9_000,
        clientAnswerId: randomUUID(),
      },
    });
    expect(res.statusCode).toBe(201);
  }
  if (handIn) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${sessionId}/finish`,
      headers: s.student.headers,
    });
    expect(res.statusCode).toBe(200);
  }
}

const get = (s: World, url: string, headers = s.teacher.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function growthRows(schoolId: number) {
  const weeks = await t.database.query<Record<string, unknown>>(
    `select student_id, strand, week_start::text as week_start, ability, variance, answer_count
     from student_measure_weeks where school_id = $1 order by student_id, strand, week_start`,
    [schoolId],
  );
  const baselines = await t.database.query<Record<string, unknown>>(
    `select student_id, strand, ability, variance, answer_count, measured_at, source, assignment_id
     from student_baselines where school_id = $1 order by student_id, strand`,
    [schoolId],
  );
  return { weeks, baselines };
}

/**
 * The rebuild replays every school's answers in `answered_at` order; live, the questions' difficulties
 * had learnt from the answers in the order they arrived. Other test files in this worker answer the same
 * bank questions at other moments than this test's backdated ones, so the shared question beliefs (and
 * through them the students' measures) differ a little between the two (up to 0.007 logits seen in the
 * full suite; alone, this test agrees to 9 digits). Measures must agree within 0.05 logits, a tenth of a
 * typical standard error; counts, weeks, dates and sources exactly.
 */
const REPLAY_TOLERANCE = 0.05;

function expectSameRows(live: Record<string, unknown>[], rebuilt: Record<string, unknown>[]) {
  expect(rebuilt.length).toBe(live.length);
  for (const [i, row] of live.entries()) {
    const other = defined(rebuilt[i], 'a rebuilt row');
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number' && !Number.isInteger(value))
        expect(Math.abs((other[key] as number) - value)).toBeLessThanOrEqual(REPLAY_TOLERANCE);
      else if (value instanceof Date) expect(new Date(other[key] as string).getTime()).toBe(value.getTime());
      else expect(other[key]).toEqual(value);
    }
  }
}

describe('baseline and growth', () => {
  it('fixes a baseline from the first 10 answers, replaces it at the first diagnostic hand-in, and reports growth', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const studentId = defined(s.student.studentId, 'the student');
    const practice = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds: await strandQuestions('number', 12),
    });
    await sit(s, practice.id, practice.questionIds, false);

    // Before any diagnostic work: the first 10 answers in the strand set the baseline.
    let { baselines } = await growthRows(s.school.id);
    expect(baselines).toEqual([
      expect.objectContaining({
        student_id: studentId,
        strand: 'number',
        answer_count: 10,
        source: 'first answers',
      }),
    ]);

    const diagnostic = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      kind: 'DiagnosticQuiz',
      name: 'Autumn diagnostic',
      createdByTeacherId: s.teacher.teacherId,
      questionIds: await strandQuestions('number', 4, 12),
    });
    await sit(s, diagnostic.id, diagnostic.questionIds, true);
    ({ baselines } = await growthRows(s.school.id));
    expect(baselines).toEqual([
      expect.objectContaining({
        strand: 'number',
        answer_count: 16,
        source: 'diagnostic',
        assignment_id: diagnostic.id,
      }),
    ]);

    // More work after the baseline: growth from it.
    const later = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds: await strandQuestions('number', 6, 16),
    });
    await sit(s, later.id, later.questionIds, true);

    const res = await get(s, `/api/v3/schools/${s.school.id}/growth?groupId=${s.classA.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      strand: 'number',
      group: { id: s.classA.id, name: '8A' },
      diagnosticWorkCount: 1,
    });
    expect(body.students).toHaveLength(3);
    const me = body.students.find((x: { studentId: number }) => x.studentId === studentId);
    expect(me.baseline).toMatchObject({
      source: 'diagnostic',
      assignmentName: 'Autumn diagnostic',
      answerCount: 16,
    });
    expect(me.now.answerCount).toBe(22);
    expect(me.growth).toBeCloseTo(me.now.ability - me.baseline.ability, 9);
    expect(me.growthStandardError).toBeCloseTo(
      Math.hypot(me.now.standardError, me.baseline.standardError),
      9,
    );
    expect(['grew', 'about the same', 'fell']).toContain(me.verdict);
    expect(me.weeks.length).toBeGreaterThanOrEqual(1);
    expect(me.weeks.at(-1).ability).toBeCloseTo(me.now.ability, 9);
    const others = body.students.filter((x: { studentId: number }) => x.studentId !== studentId);
    expect(others.every((x: { verdict: string }) => x.verdict === 'no baseline yet')).toBe(true);

    // The live rows are the rebuild's (the measurement replay, week by week).
    const live = await growthRows(s.school.id);
    await rebuildGrowth(t.database.db, { schoolId: s.school.id });
    const rebuilt = await growthRows(s.school.id);
    expect(live.weeks.length).toBeGreaterThanOrEqual(1);
    expectSameRows(live.weeks, rebuilt.weeks);
    expectSameRows(live.baselines, rebuilt.baselines);

    // The baseline call, the CSVs and the school view.
    const base = (await get(s, `/api/v3/schools/${s.school.id}/baseline?groupId=${s.classA.id}`)).json();
    expect(base.students.find((x: { studentId: number }) => x.studentId === studentId).baselines).toEqual([
      expect.objectContaining({ strand: 'number', source: 'diagnostic' }),
    ]);
    const csv = await get(
      s,
      `/api/v3/schools/${s.school.id}/growth.csv?groupId=${s.classA.id}&strand=number`,
    );
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Last name,First name,Baseline,Baseline SE/);
    const baselineCsv = await get(s, `/api/v3/schools/${s.school.id}/baseline.csv?groupId=${s.classA.id}`);
    expect(baselineCsv.body).toMatch(/Number baseline,Number SE,Number label/);
    const school = (await get(s, `/api/v3/schools/${s.school.id}/growth/classes?strand=number`)).json();
    expect(school.classes.map((c: { name: string }) => c.name)).toEqual(['8A', '8B']);
    expect(school.classes[0]).toMatchObject({ studentCount: 3, withBaseline: 1 });
    // Read after the rebuild above, so the replay's order (see REPLAY_TOLERANCE).
    expect(Math.abs(school.classes[0].growth.mean - me.growth)).toBeLessThanOrEqual(REPLAY_TOLERANCE);
    expect(school.years).toEqual([
      expect.objectContaining({ kind: 'year', studentCount: 5, withBaseline: 1 }),
    ]);
    const schoolCsv = await get(s, `/api/v3/schools/${s.school.id}/growth/classes.csv?view=baseline`);
    expect(schoolCsv.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Kind,Name,Students,With baseline,Mean baseline,Baseline SD,Baseline SE of mean',
    );

    // The growth PDF: a valid PDF, one page per student of the class.
    const pdf = await get(s, `/api/v3/schools/${s.school.id}/growth.pdf?groupId=${s.classA.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);

    // One student's growth in every strand (the student page's tab): the class's figures for them.
    const mine = await get(s, `/api/v3/schools/${s.school.id}/students/${studentId}/growth`);
    expect(mine.statusCode).toBe(200);
    const report = mine.json();
    expect(report.student).toMatchObject({ studentId });
    expect(report.strands.map((x: { strand: string }) => x.strand)).toEqual([
      'number',
      'algebra',
      'ratio',
      'geometry',
      'statistics',
    ]);
    const number = report.strands[0];
    expect(number.baseline).toMatchObject({ source: 'diagnostic', assignmentName: 'Autumn diagnostic' });
    expect(number.now.answerCount).toBe(22);
    expect(Math.abs(number.growth - me.growth)).toBeLessThanOrEqual(REPLAY_TOLERANCE);
    expect(number.weeks.length).toBe(me.weeks.length);
    expect(report.strands[1]).toMatchObject({
      baseline: null,
      now: null,
      verdict: 'no baseline yet',
      weeks: [],
    });

    // Their PDF: one page, the strand with the most answers by default.
    const own = await get(s, `/api/v3/schools/${s.school.id}/students/${studentId}/growth.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/growth-number\.pdf/);
    expect(own.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  }, 120_000);

  it('says what to do when the class has no baselines yet', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const body = (await get(s, `/api/v3/schools/${s.school.id}/growth?groupId=${s.classB.id}`)).json();
    expect(body).toMatchObject({ strand: 'number', diagnosticWorkCount: 0 });
    expect(
      body.students.every((x: { verdict: string; weeks: unknown[] }) => x.verdict === 'no baseline yet'),
    ).toBe(true);
    const school = (await get(s, `/api/v3/schools/${s.school.id}/growth/classes`)).json();
    expect(
      school.classes.every(
        (c: { withBaseline: number; growth: unknown }) => c.withBaseline === 0 && c.growth === null,
      ),
    ).toBe(true);
  });

  it('refuses callers who may not see the school or the class', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/growth?groupId=${s.classA.id}`;
    expect((await get(s, url, s.colleague.headers)).statusCode).toBe(200);
    expect((await get(s, url, s.admin.headers)).statusCode).toBe(200);
    expect((await get(s, url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(s, url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(s, url, s.student.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Another school's class through this school: 404; nonsense input: 400.
    expect(
      (await get(s, `/api/v3/schools/${s.school.id}/growth?groupId=${s.otherClass.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(s, `/api/v3/schools/${s.school.id}/growth.pdf?groupId=${s.otherClass.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(s, `/api/v3/schools/${s.school.id}/baseline?groupId=${s.otherClass.id}`)).statusCode,
    ).toBe(404);
    expect((await get(s, `/api/v3/schools/${s.other.id}/growth/classes`)).statusCode).toBe(404);
    // One student: any Confirmed teacher of the school; another school's student is 404.
    const studentId = defined(s.student.studentId, 'the student');
    const mine = `/api/v3/schools/${s.school.id}/students/${studentId}/growth`;
    expect((await get(s, mine, s.colleague.headers)).statusCode).toBe(200);
    expect((await get(s, mine, s.pending.headers)).statusCode).toBe(404);
    expect((await get(s, mine, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(s, mine, s.student.headers)).statusCode).toBe(403);
    expect((await get(s, `${mine}.pdf?strand=poetry`)).statusCode).toBe(400);
    const otherStudent = s.otherStudent.studentId;
    expect((await get(s, `/api/v3/schools/${s.school.id}/students/${otherStudent}/growth`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(s, `/api/v3/schools/${s.school.id}/students/${otherStudent}/growth.pdf`)).statusCode,
    ).toBe(404);
    expect(
      (await get(s, `/api/v3/schools/${s.school.id}/growth?groupId=${s.classA.id}&strand=poetry`)).statusCode,
    ).toBe(400);
    expect((await get(s, `/api/v3/schools/${s.school.id}/growth`)).statusCode).toBe(400);
  });
});
