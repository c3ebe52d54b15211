import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../reporting/rebuild-rollups.ts';
import { foldSchoolReportDeltas } from '../../reporting/school/school-report-fold.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeStudent,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function rollupRows(schoolId: number) {
  const topics = await t.database.query(
    `select week_start::text, group_id, topic_unit_id, answers, correct from report_class_topic_weeks
     where school_id = $1 order by 1, 2, 3`,
    [schoolId],
  );
  const misconceptions = await t.database.query(
    `select week_start::text, group_id, misconception_id, answers from report_misconception_weeks
     where school_id = $1 order by 1, 2, 3`,
    [schoolId],
  );
  const schoolMisconceptions = await t.database.query(
    `select week_start::text, misconception_id, answers from report_school_misconception_weeks
     where school_id = $1 order by 1, 2`,
    [schoolId],
  );
  return { topics, misconceptions, schoolMisconceptions };
}

describe('the school report rollups', () => {
  it('kept as answers arrive (set work and practice) equal the rebuild from the answers', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
    });
    const session = await t.app.inject({
      method: 'POST',
      url: `/api/v3/assignments/${work.id}/quiz-sessions`,
      headers: s.student.headers,
    });
    const sessionId = session.json().quizSessionId as number;
    for (const [i, questionId] of work.questionIds.entries()) {
      const { right, wrong } = await bankLetters(t.database, questionId);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/quiz-sessions/${sessionId}/answers`,
        headers: s.student.headers,
        payload: {
          questionId,
          letter: i % 2 ? wrong : right,
          timeTakenMs: 9_000,
          clientAnswerId: randomUUID(),
        },
      });
      expect(res.statusCode).toBe(201);
    }
    // Practice: no assignment, so no class (group 0).
    const [unit] = await t.database.query<{ id: number }>(
      'select topic_unit_id as id from questions group by topic_unit_id having count(*) >= 3 order by 1 limit 1',
    );
    const practice = await t.app.inject({
      method: 'POST',
      url: '/api/v3/dynamic-quiz-sessions',
      headers: s.student.headers,
      payload: { topicUnitId: defined(unit, 'a topic').id },
    });
    const q = practice.json().nextQuestionId as number;
    const { wrong } = await bankLetters(t.database, q);
    const pa = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${practice.json().quizSessionId}/answers`,
      headers: s.student.headers,
      payload: { questionId: q, letter: wrong, timeTakenMs: 9_000, clientAnswerId: randomUUID() },
    });
    expect(pa.statusCode).toBe(201);

    // The reports count the answers before the fold adds them to the rollups (decision 0022), the same after.
    const reports = async () =>
      Promise.all(
        [
          `/api/v3/schools/${s.school.id}/reports/school`,
          `/api/v3/schools/${s.school.id}/reports/classes`,
          `/api/v3/schools/${s.school.id}/reports/groups/${s.classA.id}`,
        ].map(async (url) => {
          const res = await get(url, s.teacher.headers);
          expect(res.statusCode).toBe(200);
          return res.json();
        }),
      );
    const waiting = async () =>
      (
        await t.database.query<{ n: number }>(
          'select count(*)::int as n from report_answer_deltas where school_id = $1',
          [s.school.id],
        )
      )[0]?.n;
    // Nothing folded yet: every figure comes from the waiting rows (one per first attempt).
    expect(await waiting()).toBe(work.questionIds.length + 1);
    expect((await rollupRows(s.school.id)).topics).toEqual([]);
    const beforeFold = await reports();
    await foldSchoolReportDeltas(t.database.db, { wait: true });
    expect(await waiting()).toBe(0);
    expect(await reports()).toEqual(beforeFold);

    const live = await rollupRows(s.school.id);
    expect(live.topics.length).toBeGreaterThanOrEqual(2);
    expect(live.misconceptions.length).toBeGreaterThanOrEqual(2);
    // The school's weekly totals: every class's and practice's choices of each misconception, summed.
    const chosen = live.misconceptions.reduce((n, r) => n + (r as { answers: number }).answers, 0);
    expect(live.schoolMisconceptions.reduce((n, r) => n + (r as { answers: number }).answers, 0)).toBe(
      chosen,
    );
    expect(live.topics.some((r) => (r as { group_id: number }).group_id === 0)).toBe(true);
    expect(live.topics.some((r) => (r as { group_id: number }).group_id === s.classA.id)).toBe(true);
    const answered = live.topics.reduce((n, r) => n + (r as { answers: number }).answers, 0);
    expect(answered).toBe(work.questionIds.length + 1);
    await rebuildRollups(t.database.db, { schoolId: s.school.id });
    expect(await rollupRows(s.school.id)).toEqual(live);
  });
});

/** Work due yesterday for both classes: A's first student right on everything, the second with mistakes; B did nothing. */
async function schoolWithResults() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id],
    createdByTeacherId: s.teacher.teacherId,
    startDate: daysFromNow(-6),
    endDate: daysFromNow(-1),
  });
  const [a0, a1] = s.studentsA;
  let misconceptionId = 0;
  for (const [i, questionId] of work.questionIds.entries()) {
    const letters = await bankLetters(t.database, questionId);
    if (i === 0) misconceptionId = letters.wrongMisconceptionId;
    for (const [student, right] of [
      [a0, true],
      [a1, i !== 0],
    ] as const) {
      await makeAnswer(t.database.db, {
        schoolId: s.school.id,
        assignmentId: work.id,
        studentId: defined(student, 'a student').studentId,
        questionId,
        correct: right,
        letter: right ? (letters.right as 'A') : (letters.wrong as 'A'),
        answeredAt: daysFromNow(-3),
      });
    }
  }
  await rebuildRollups(t.database.db, { schoolId: s.school.id });
  return { s, work, misconceptionId };
}

describe('GET schools/{id}/reports/school', () => {
  it('shows completion, score, misconceptions and topics by class and year; CSVs with the same rows', async () => {
    const { s, work, misconceptionId } = await schoolWithResults();
    const res = await get(`/api/v3/schools/${s.school.id}/reports/school`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.months).toBe(1);
    const a = report.classes.find((c: { groupId: number }) => c.groupId === s.classA.id);
    const b = report.classes.find((c: { groupId: number }) => c.groupId === s.classB.id);
    const n = work.questionIds.length;
    expect(a).toMatchObject({
      code: '8A',
      yearGroupName: 'Year 8',
      studentCount: 3,
      workDue: 3,
      handedIn: 2,
    });
    expect(a.completionPercent).toBe(67);
    // Decision 0013: right first attempts (2n − 1) over the questions set to those who started (2n).
    expect(a.scorePercent).toBe(Math.round((100 * (2 * n - 1)) / (2 * n)));
    expect(b).toMatchObject({ workDue: 2, handedIn: 0, completionPercent: 0, scorePercent: null });
    expect(report.yearGroups).toEqual([
      expect.objectContaining({
        name: 'Year 8',
        classCount: 2,
        workDue: 5,
        handedIn: 2,
        completionPercent: 40,
      }),
    ]);
    expect(report.misconceptions[0]).toMatchObject({
      misconceptionId,
      answers: 1,
      classCount: 1,
      topGroupId: s.classA.id,
      topGroupCode: '8A',
    });
    const taught = report.topics.filter((x: { taught: boolean }) => x.taught);
    expect(taught.length).toBeGreaterThanOrEqual(1);
    expect(taught[0]).toMatchObject({ yearGroupName: 'Year 8', answers: 2 * n });
    expect(report.topics.some((x: { taught: boolean }) => !x.taught)).toBe(true);

    const csv = await get(
      `/api/v3/schools/${s.school.id}/reports/school/csv?table=classes`,
      s.teacher.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(
      /^Class,Year group,Students,Work due,Handed in,Completion %,Score %,Strand measures: secure,Strand measures: developing,/,
    );
    expect(lines).toHaveLength(1 + report.classes.length);
    expect(lines[1]).toMatch(/^8A,Year 8,3,3,2,67,/);
    for (const table of ['yearGroups', 'misconceptions', 'topics']) {
      const other = await get(
        `/api/v3/schools/${s.school.id}/reports/school/csv?table=${table}`,
        s.teacher.headers,
      );
      expect(other.statusCode).toBe(200);
      const key = table as 'yearGroups' | 'misconceptions' | 'topics';
      expect(other.body.trim().split('\n')).toHaveLength(1 + report[key].length);
    }
  });

  it("leaves a class made for demonstration out of the school's, the years' and growth's totals, and still opens it", async () => {
    const { s } = await schoolWithResults();
    // A demonstration class in Year 8 with two students and work due yesterday that nobody did.
    const demo = await makeClass(t.database.db, s.school.id, {
      teacherIds: [s.teacher.teacherId],
      yearGroupId: 8,
      isDemo: true,
      code: 'Demo class',
    });
    for (let i = 0; i < 2; i++) await makeStudent(t.database.db, s.school.id, demo.id);
    await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [demo.id],
      createdByTeacherId: s.teacher.teacherId,
      startDate: daysFromNow(-6),
      endDate: daysFromNow(-1),
    });
    const report = (await get(`/api/v3/schools/${s.school.id}/reports/school`, s.teacher.headers)).json();
    expect(report.classes.map((c: { code: string }) => c.code).sort()).toEqual(['8A', '8B']);
    // The same Year 8 as without it: two classes, five pieces due, two handed in.
    expect(report.yearGroups).toEqual([
      expect.objectContaining({ name: 'Year 8', classCount: 2, studentCount: 5, workDue: 5, handedIn: 2 }),
    ]);
    const classes = (await get(`/api/v3/schools/${s.school.id}/reports/classes`, s.teacher.headers)).json();
    expect(classes.classes.some((c: { groupId: number }) => c.groupId === demo.id)).toBe(false);
    const growth = (await get(`/api/v3/schools/${s.school.id}/growth/classes`, s.teacher.headers)).json();
    expect(growth.classes.some((c: { id: number }) => c.id === demo.id)).toBe(false);
    expect(growth.years.find((y: { name: string }) => y.name === 'Year 8')?.studentCount).toBe(5);
    // Its own report still opens, compared with the year's real classes.
    const own = await get(`/api/v3/schools/${s.school.id}/reports/groups/${demo.id}`, s.teacher.headers);
    expect(own.statusCode).toBe(200);
  });

  it('shows a colleague the school-wide figures but only their own classes; refuses outsiders', async () => {
    const { s } = await schoolWithResults();
    const url = `/api/v3/schools/${s.school.id}/reports/school`;
    const colleague = (await get(url, s.colleague.headers)).json();
    expect(colleague.allClasses).toBe(false);
    expect(colleague.classes).toEqual([]);
    expect(colleague.yearGroups[0].workDue).toBe(5);
    expect(colleague.misconceptions[0].topGroupId).toBeNull();
    const admin = (await get(url, s.admin.headers)).json();
    expect(admin.allClasses).toBe(true);
    expect(admin.classes).toHaveLength(2);
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(`${url}?months=0`, s.teacher.headers)).statusCode).toBe(400);
    expect((await get(`${url}?months=13`, s.teacher.headers)).statusCode).toBe(400);
  });
});

describe('GET schools/{id}/reports/classes', () => {
  it('lists the classes side by side with their year groups, and as CSV', async () => {
    const { s } = await schoolWithResults();
    const res = await get(`/api/v3/schools/${s.school.id}/reports/classes?months=3`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toBe(3);
    expect(res.json().classes.map((c: { code: string }) => c.code)).toEqual(['8A', '8B']);
    const csv = await get(`/api/v3/schools/${s.school.id}/reports/classes/csv`, s.teacher.headers);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    expect(csv.headers['content-disposition']).toMatch(/class-reports-classes-from-\d{4}-\d{2}-\d{2}\.csv/);
  });
});

describe('GET schools/{id}/reports/groups/{groupId}', () => {
  it('shows one class: topics with proficiency, misconceptions linked to Fix, completion of each piece of work', async () => {
    const { s, work, misconceptionId } = await schoolWithResults();
    const res = await get(`/api/v3/schools/${s.school.id}/reports/groups/${s.classA.id}`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.choices.map((c: { code: string }) => c.code)).toEqual(['8A', '8B']);
    expect(report.group).toMatchObject({ groupId: s.classA.id, completionPercent: 67 });
    expect(report.work).toEqual([
      expect.objectContaining({ assignmentId: work.id, studentCount: 3, handedIn: 2, completionPercent: 67 }),
    ]);
    expect(report.misconceptions).toEqual([
      expect.objectContaining({ misconceptionId, answers: 1, fixAssignmentId: work.id }),
    ]);
    expect(report.topics.length).toBeGreaterThanOrEqual(1);
    const topic = report.topics[0];
    expect(topic.answers).toBe(2 * work.questionIds.length);
    const labelled =
      topic.proficiency.secure +
      topic.proficiency.developing +
      topic.proficiency.notYet +
      topic.proficiency.notEnough;
    expect(labelled).toBe(0); // makeAnswer writes no measures: every topic here has none yet.

    const csv = await get(
      `/api/v3/schools/${s.school.id}/reports/groups/${s.classA.id}/csv?table=work`,
      s.teacher.headers,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Work,Kind,Set,Due,Students,Handed in,Completion %,Score %');
    expect(lines).toHaveLength(2);
  });

  it('refuses a class the caller does not teach (unless an administrator) and another school’s class: 404', async () => {
    const { s } = await schoolWithResults();
    const url = (groupId: number) => `/api/v3/schools/${s.school.id}/reports/groups/${groupId}`;
    expect((await get(url(s.classA.id), s.colleague.headers)).statusCode).toBe(404);
    expect((await get(url(s.classA.id), s.admin.headers)).statusCode).toBe(200);
    expect((await get(url(s.otherClass.id), s.teacher.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/v3/schools/${s.other.id}/reports/groups/${s.otherClass.id}`, s.teacher.headers))
        .statusCode,
    ).toBe(404);
    expect((await get(url(s.classA.id), s.student.headers)).statusCode).toBe(403);
    const choices = await get(`/api/v3/schools/${s.school.id}/reports/groups`, s.colleague.headers);
    expect(choices.json()).toEqual({ choices: [] });
  });
});
