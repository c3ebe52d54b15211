import { beforeAll, describe, expect, it } from 'vitest';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

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
/** Year 8: the country year group makeSchoolWithClasses puts 8A and 8B in. */
const YEAR_8 = 9;

/**
 * Two diagnostic quizzes: the first set to 8A and 8B ten days ago (in 8A one student right on
 * everything and one wrong first on question 1 with a misconception; in 8B one wrong on question 1
 * with the same one), the second set to 8A two days ago and not answered yet.
 */
async function schoolWithDiagnostics() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const quizzes = await t.database.query<{ id: number }>(
    "select id from quizzes where kind = 'Diagnostic' order by id limit 3",
  );
  const [older, newer, later] = quizzes.map((q) => q.id);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id],
    kind: 'DiagnosticQuiz',
    quizId: defined(older, 'a diagnostic quiz'),
    startDate: daysFromNow(-10),
    endDate: daysFromNow(-3),
  });
  await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    kind: 'DiagnosticQuiz',
    quizId: defined(newer, 'a second diagnostic quiz'),
    startDate: daysFromNow(-2),
    endDate: daysFromNow(5),
  });
  // Set again to 8A from next week, and a third quiz only from next week: neither has started.
  for (const quizId of [older, later])
    await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      kind: 'DiagnosticQuiz',
      quizId: defined(quizId, 'a diagnostic quiz'),
      startDate: daysFromNow(5),
      endDate: daysFromNow(12),
    });
  const q1 = defined(work.questionIds[0], 'question 1');
  const first = await bankLetters(t.database, q1);
  const [a0, a1] = s.studentsA.map((x) => x.studentId);
  const b0 = defined(s.studentsB[0], 'a student of 8B').studentId;
  for (const [i, questionId] of work.questionIds.entries()) {
    for (const [studentId, right] of [
      [a0, true],
      [a1, i !== 0],
    ] as const) {
      await makeAnswer(t.database.db, {
        schoolId: s.school.id,
        assignmentId: work.id,
        studentId: defined(studentId, 'a student'),
        questionId,
        correct: right,
        letter: right ? undefined : (first.wrong as 'A'),
        answeredAt: daysFromNow(-8),
      });
    }
  }
  await makeAnswer(t.database.db, {
    schoolId: s.school.id,
    assignmentId: work.id,
    studentId: b0,
    questionId: q1,
    correct: false,
    letter: first.wrong as 'A',
    answeredAt: daysFromNow(-8),
  });
  return { s, work, older, newer, later, misconceptionId: first.wrongMisconceptionId, a1 };
}

describe('GET schools/{id}/reports/diagnostic', () => {
  it("shows a class's quiz by question and by misconception, naming who chose each; the CSVs have the same rows", async () => {
    const { s, work, older, newer, later, misconceptionId, a1 } = await schoolWithDiagnostics();
    const url = `/api/v3/schools/${s.school.id}/reports/diagnostic`;
    // Without a quiz: the one set most recently (started two days ago).
    const latest = (await get(`${url}?groupId=${s.classA.id}`, s.teacher.headers)).json();
    expect(latest.scope).toEqual({
      kind: 'class',
      groupId: s.classA.id,
      code: '8A',
      yearGroupName: 'Year 8',
    });
    // Started first, the most recently started first (the older quiz by its sitting ten days ago, not
    // next week's); then the quiz still to start.
    expect(latest.quizzes).toEqual([
      expect.objectContaining({ quizId: newer, upcoming: false }),
      expect.objectContaining({ quizId: older, upcoming: false }),
      expect.objectContaining({ quizId: later, upcoming: true }),
    ]);
    expect(Date.parse(latest.quizzes[1].lastSetAt)).toBeLessThan(Date.now());
    expect(latest.yearGroups).toEqual([{ yearGroupId: YEAR_8, name: 'Year 8' }]);
    expect(latest.quiz).toMatchObject({ quizId: newer, studentsSet: 3, studentsAnswered: 0 });

    const res = await get(`${url}?groupId=${s.classA.id}&quizId=${older}`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const quiz = res.json().quiz;
    expect(quiz).toMatchObject({ quizId: older, studentsSet: 3, studentsAnswered: 2 });
    expect(quiz.work).toHaveLength(2);
    expect(quiz.work[1]).toMatchObject({ assignmentId: work.id });
    expect(quiz.questions).toHaveLength(work.questionIds.length);
    expect(quiz.questions[0]).toMatchObject({ sequence: 1, answered: 2, correct: 1, correctPercent: 50 });
    expect(quiz.questions[0].stem.length).toBeGreaterThan(0);
    expect(quiz.questions[1]).toMatchObject({ answered: 2, correct: 2, correctPercent: 100 });
    // Most chosen first: the misconception of question 1's wrong option, by one of the two who answered.
    expect(quiz.misconceptions[0]).toMatchObject({
      misconceptionId,
      studentCount: 1,
      percentOfAnswered: 50,
      students: [expect.objectContaining({ studentId: a1, firstName: 'Alex', lastName: 'Morgan' })],
    });
    expect(quiz.misconceptions[0].questionSequences).toContain(1);
    // Every misconception of the quiz's wrong options is listed, chosen or not.
    expect(quiz.misconceptions.length).toBeGreaterThan(1);
    expect(quiz.misconceptions.at(-1)).toMatchObject({ studentCount: 0, percentOfAnswered: 0, students: [] });

    const csv = await get(
      `/api/v3/schools/${s.school.id}/reports/diagnostic.csv?groupId=${s.classA.id}&quizId=${older}`,
      s.teacher.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="diagnostic-8a-.+-misconceptions\.csv"$/,
    );
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Misconception,Questions,Students who chose it,% of those who answered,Students');
    expect(lines).toHaveLength(1 + quiz.misconceptions.length);
    expect(lines[1]).toMatch(/,1,50,Alex Morgan$/);
    const questions = csvLines(
      (
        await get(
          `/api/v3/schools/${s.school.id}/reports/diagnostic.csv?groupId=${s.classA.id}&quizId=${older}&table=questions`,
          s.teacher.headers,
        )
      ).body,
    );
    expect(questions[0]).toBe('Question,Text,Answered,Right,Right first time %');
    expect(questions).toHaveLength(1 + quiz.questions.length);
    expect(questions[1]).toMatch(/^Q1,.+,2,1,50$/);
  });

  it("shows a year group's quiz as counts only, to any Confirmed teacher of the school", async () => {
    const { s, older, misconceptionId } = await schoolWithDiagnostics();
    const url = `/api/v3/schools/${s.school.id}/reports/diagnostic?yearGroupId=${YEAR_8}&quizId=${older}`;
    const res = await get(url, s.colleague.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.scope).toEqual({ kind: 'year', yearGroupId: YEAR_8, name: 'Year 8' });
    expect(report.quiz).toMatchObject({ studentsSet: 5, studentsAnswered: 3 });
    expect(report.quiz.questions[0]).toMatchObject({ answered: 3, correct: 1, correctPercent: 33 });
    expect(report.quiz.misconceptions[0]).toMatchObject({
      misconceptionId,
      studentCount: 2,
      percentOfAnswered: 67,
      students: null,
    });
    const csv = csvLines(
      (await get(url.replace('/diagnostic?', '/diagnostic.csv?'), s.colleague.headers)).body,
    );
    expect(csv[0]).toBe('Misconception,Questions,Students who chose it,% of those who answered');
    expect(csv[1]).toMatch(/,2,67$/);
  });

  it('says so when no diagnostic quiz was set to the class', async () => {
    const { s } = await schoolWithDiagnostics();
    const fresh = await makeClass(t.database.db, s.school.id, {
      teacherIds: [s.teacher.teacherId],
      yearGroupId: 10,
    });
    const report = (
      await get(`/api/v3/schools/${s.school.id}/reports/diagnostic?groupId=${fresh.id}`, s.teacher.headers)
    ).json();
    expect(report).toMatchObject({ quizzes: [], quiz: null });
    expect(report.yearGroups.map((y: { name: string }) => y.name)).toEqual(['Year 8', 'Year 9']);
  });

  it('refuses what is not the caller’s (404), a student (403) and a request naming neither or both scopes (400)', async () => {
    const { s, newer } = await schoolWithDiagnostics();
    const url = `/api/v3/schools/${s.school.id}/reports/diagnostic`;
    expect((await get(`${url}?groupId=${s.classA.id}`, s.colleague.headers)).statusCode).toBe(404);
    expect((await get(`${url}?groupId=${s.classA.id}`, s.admin.headers)).statusCode).toBe(200);
    expect((await get(`${url}?groupId=${s.otherClass.id}`, s.teacher.headers)).statusCode).toBe(404);
    expect((await get(`${url}?groupId=${s.classA.id}`, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(`${url}?groupId=${s.classA.id}`, s.pending.headers)).statusCode).toBe(404);
    expect((await get(`${url}?yearGroupId=12`, s.teacher.headers)).statusCode).toBe(404);
    // The newer quiz was set to 8A only: not 8B's.
    expect((await get(`${url}?groupId=${s.classB.id}&quizId=${newer}`, s.teacher.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`${url}?groupId=${s.classA.id}`, s.student.headers)).statusCode).toBe(403);
    expect((await get(`${url}.csv?groupId=${s.classA.id}`, s.student.headers)).statusCode).toBe(403);
    expect((await get(url, s.teacher.headers)).statusCode).toBe(400);
    const both = await get(`${url}?groupId=${s.classA.id}&yearGroupId=${YEAR_8}`, s.teacher.headers);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBeTruthy();
    expect((await get(`${url}.csv?groupId=${s.classA.id}&table=work`, s.teacher.headers)).statusCode).toBe(
      400,
    );
    expect((await get(`${url}?groupId=${s.classA.id}`, {})).statusCode).toBe(401);
  });
});
