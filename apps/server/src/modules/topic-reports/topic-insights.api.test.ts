import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../reporting/rebuild-rollups.ts';
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
import { TOPIC_CSV_HEADERS } from './topic-reports-csv.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

/** Three questions of one topic whose first has a wrong option carrying a misconception. */
async function topicQuestions() {
  const rows = await t.database.query<{ id: number; topic_unit_id: number }>(
    `select q.id, q.topic_unit_id from questions q
     where not q.retired and q.topic_unit_id = (
       select q2.topic_unit_id from questions q2
       join question_answers qa on qa.question_id = q2.id and not qa.is_correct and qa.misconception_id is not null
       where not q2.retired order by q2.topic_unit_id, q2.id limit 1)
       and exists (select 1 from question_answers qa where qa.question_id = q.id and not qa.is_correct
         and qa.misconception_id is not null)
     order by q.id limit 3`,
  );
  expect(rows).toHaveLength(3);
  return { topicUnitId: defined(rows[0], 'a question').topic_unit_id, questionIds: rows.map((r) => r.id) };
}

/** A student's topic measure, as the answer statements keep it (decision 0014). */
async function measure(
  schoolId: number,
  studentId: number,
  topicUnitId: number,
  m: { ability: number; count?: number; daysAgo: number },
) {
  await t.database.query(
    `insert into student_topic_measures (student_id, topic_unit_id, school_id, ability, variance, answer_count, measured_at)
     values ($1, $2, $3, $4, 0.04, $5, now() - make_interval(days => $6))`,
    [studentId, topicUnitId, schoolId, m.ability, m.count ?? 10, m.daysAgo],
  );
}

/**
 * Year 8's 8A (3 students) and 8B (2) set a topic quiz: in 8A one student right on everything and one
 * wrong first on question 1 (a misconception), in 8B one wrong on question 1 only; a demonstration
 * class in Year 8 that answered too. Measures: 8A secure, developing, and secure from long ago; 8B not yet.
 */
async function schoolWithTopicAnswers() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const { topicUnitId, questionIds } = await topicQuestions();
  const demo = await makeClass(t.database.db, s.school.id, {
    teacherIds: [s.teacher.teacherId],
    yearGroupId: 9,
    isDemo: true,
    code: 'Demo class',
  });
  const demoStudent = await makeStudent(t.database.db, s.school.id, demo.id);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id, demo.id],
    questionIds,
    startDate: daysFromNow(-6),
    endDate: daysFromNow(1),
  });
  const [a0, a1, a2] = s.studentsA.map((x) => x.studentId);
  const [b0, b1] = s.studentsB.map((x) => x.studentId);
  const first = await bankLetters(t.database, defined(questionIds[0], 'question 1'));
  const answer = async (studentId: number | undefined, questionId: number, right: boolean) =>
    makeAnswer(t.database.db, {
      schoolId: s.school.id,
      assignmentId: work.id,
      studentId: defined(studentId, 'a student'),
      questionId,
      correct: right,
      letter: questionId === questionIds[0] && !right ? (first.wrong as 'A') : undefined,
      answeredAt: daysFromNow(-2),
    });
  for (const [i, q] of questionIds.entries()) {
    await answer(a0, q, true);
    await answer(a1, q, i !== 0);
    await answer(demoStudent.studentId, q, false);
  }
  await answer(b0, defined(questionIds[0], 'question 1'), false);
  await rebuildRollups(t.database.db, { schoolId: s.school.id });
  for (const [studentId, m] of [
    [a0, { ability: 3, daysAgo: 2 }],
    [a1, { ability: 0.5, daysAgo: 2 }],
    [a2, { ability: 3, daysAgo: 90 }],
    [b0, { ability: -3, daysAgo: 2 }],
  ] as const)
    await measure(s.school.id, defined(studentId, 'a student'), topicUnitId, m);
  return { s, topicUnitId, questionIds, misconceptionId: first.wrongMisconceptionId, b1, demo };
}

describe('GET schools/{id}/reports/topics', () => {
  it('shows the most answered topic by year group and class: students, answers, labels, misconceptions; the CSV has the same rows', async () => {
    const { s, topicUnitId, questionIds, misconceptionId, demo } = await schoolWithTopicAnswers();
    const n = questionIds.length;
    const res = await get(`/api/v3/schools/${s.school.id}/reports/topics`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.topic.topicUnitId).toBe(topicUnitId);
    // The demonstration class's answers count among the school's topics, never in a row.
    expect(report.topics).toEqual([expect.objectContaining({ topicUnitId, answers: 3 * n + 1 })]);
    expect(report.classes.map((c: { code: string }) => c.code)).toEqual(['8A', '8B']);
    expect(report.classes.some((c: { groupId: number }) => c.groupId === demo.id)).toBe(false);
    const [a, b] = report.classes;
    expect(a).toMatchObject({
      studentCount: 3,
      answeredStudents: 2,
      answers: 2 * n,
      scorePercent: Math.round((100 * (2 * n - 1)) / (2 * n)),
      // The third student's secure measure is from before the window: labelled, not "answered".
      proficiency: { secure: 2, developing: 1, notYet: 0, notEnough: 0 },
      misconceptions: expect.arrayContaining([expect.objectContaining({ misconceptionId, studentCount: 1 })]),
    });
    expect(b).toMatchObject({
      studentCount: 2,
      answeredStudents: 1,
      answers: 1,
      scorePercent: 0,
      // A student with no measure in the topic counts as not enough answers: the four add up to the class.
      proficiency: { secure: 0, developing: 0, notYet: 1, notEnough: 1 },
      misconceptions: expect.arrayContaining([expect.objectContaining({ misconceptionId, studentCount: 1 })]),
    });
    expect(report.yearGroups).toEqual([
      expect.objectContaining({
        name: 'Year 8',
        classCount: 2,
        studentCount: 5,
        answeredStudents: 3,
        answers: 2 * n + 1,
        proficiency: { secure: 2, developing: 1, notYet: 1, notEnough: 1 },
        misconceptions: expect.arrayContaining([
          expect.objectContaining({ misconceptionId, studentCount: 2 }),
        ]),
      }),
    ]);
    // The same weeks as the school report's window.
    const school = (await get(`/api/v3/schools/${s.school.id}/reports/school`, s.teacher.headers)).json();
    expect(report.from).toBe(school.from);

    const csv = await get(`/api/v3/schools/${s.school.id}/reports/topics.csv`, s.teacher.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="topic-insights-.+-from-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(TOPIC_CSV_HEADERS.join(','));
    expect(lines).toHaveLength(1 + report.yearGroups.length + report.classes.length);
    expect(lines[1]).toMatch(new RegExp(`^Year group,Year 8,Year 8,5,3,${2 * n + 1},\\d+,2,1,1,1,`));
    expect(lines[2]).toMatch(new RegExp(`^Class,8A,Year 8,3,2,${2 * n},${a.scorePercent},2,1,0,0,`));
    expect(lines[3]).toMatch(/^Class,8B,Year 8,2,1,1,0,0,0,1,1,/);
    const chosen = a.misconceptions.find(
      (m: { misconceptionId: number }) => m.misconceptionId === misconceptionId,
    );
    expect(lines[2]).toContain(chosen.name);
  });

  it('shows a topic asked for, nobody’s answers as noughts; 404 for a topic that is not there; 400 for bad input', async () => {
    const { s, topicUnitId } = await schoolWithTopicAnswers();
    const [other] = await t.database.query<{ id: number }>(
      'select id from topic_units where id <> $1 order by id limit 1',
      [topicUnitId],
    );
    const url = `/api/v3/schools/${s.school.id}/reports/topics`;
    const quiet = (
      await get(`${url}?topicUnitId=${defined(other, 'a topic').id}&months=2`, s.teacher.headers)
    ).json();
    expect(quiet).toMatchObject({ months: 2, topic: { topicUnitId: other?.id } });
    expect(quiet.classes.map((c: { answers: number }) => c.answers)).toEqual([0, 0]);
    expect(quiet.classes[0].misconceptions).toEqual([]);
    expect((await get(`${url}?topicUnitId=2000000000`, s.teacher.headers)).statusCode).toBe(404);
    expect((await get(`${url}?topicUnitId=abc`, s.teacher.headers)).statusCode).toBe(400);
    expect((await get(`${url}?months=13`, s.teacher.headers)).statusCode).toBe(400);
  });

  it('shows a colleague the year groups but only their own classes; refuses outsiders', async () => {
    const { s } = await schoolWithTopicAnswers();
    const url = `/api/v3/schools/${s.school.id}/reports/topics`;
    const colleague = (await get(url, s.colleague.headers)).json();
    expect(colleague).toMatchObject({ allClasses: false, classes: [] });
    expect(colleague.yearGroups[0].studentCount).toBe(5);
    const admin = (await get(url, s.admin.headers)).json();
    expect(admin.allClasses).toBe(true);
    expect(admin.classes).toHaveLength(2);
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(`/api/v3/schools/${s.other.id}/reports/topics`, s.teacher.headers)).statusCode).toBe(
      404,
    );
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await get(`${url}.csv`, s.student.headers)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
  });

  it('answers no topic when the school answered nothing in the window', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const report = (await get(`/api/v3/schools/${s.school.id}/reports/topics`, s.teacher.headers)).json();
    expect(report).toMatchObject({ topic: null, topics: [], yearGroups: [], classes: [] });
    const csv = await get(`/api/v3/schools/${s.school.id}/reports/topics.csv`, s.teacher.headers);
    expect(csvLines(csv.body)).toHaveLength(1);
  });
});
