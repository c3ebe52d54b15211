import { defined } from '../defined.ts';
import { daysFromNow, makeAnswer, makeAssignment, makeSchoolWithClasses } from '../factories.ts';
import { getTestApp } from '../test-app.ts';

/**
 * The world the retrieval-practice API tests share (retrieval-practice-*.api.test.ts): a class with
 * topic work behind it, and the calls they make. Each helper takes the worker's one test app itself,
 * so a test file needs no set-up of its own to use them.
 */

type Headers = Record<string, string>;
export async function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const t = await getTestApp();
  return t.app.inject({ method, url, headers, ...(payload && { payload }) });
}

/** Dates for work open from now for a week. */
export const week = () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(7).toISOString() });

/**
 * Class 8A's history: topic work that ended 10 days (one week), 30 days (three weeks), 60 days
 * (six weeks+) and 3 days ago (not due yet). Two of its three students got the first question of the
 * one-week topic wrong; one student answered its second question correctly two days ago.
 */
export async function classWithHistory() {
  const t = await getTestApp();
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const schoolId = s.school.id;
  const rows = await t.database.query<{ id: number; topic_unit_id: number; name: string }>(
    `select q.id, q.topic_unit_id, tu.name from quizzes q join topic_units tu on tu.id = q.topic_unit_id
     where q.kind = 'TopicPathway' order by q.id limit 4`,
  );
  // Checked once here, as a tuple, so the tests below read h.quizzes[0..3] without checks of their own.
  const quizzes = [
    defined(rows[0], 'a first topic quiz'),
    defined(rows[1], 'a second topic quiz'),
    defined(rows[2], 'a third topic quiz'),
    defined(rows[3], 'a fourth topic quiz'),
  ] as const;
  const endedDaysAgo = (quiz: { id: number }, ago: number) =>
    makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      quizId: quiz.id,
      startDate: daysFromNow(-ago - 7),
      endDate: daysFromNow(-ago),
      createdByTeacherId: s.teacher.teacherId,
    });
  const [oneWeek, threeWeeks, sixWeeks, recent] = await Promise.all([
    endedDaysAgo(quizzes[0], 10),
    endedDaysAgo(quizzes[1], 30),
    endedDaysAgo(quizzes[2], 60),
    endedDaysAgo(quizzes[3], 3),
  ]);
  const q1 = defined(oneWeek.questionIds[0], 'a first question of the one-week topic');
  const q2 = defined(oneWeek.questionIds[1], 'a second question of the one-week topic');
  for (const [i, student] of s.studentsA.entries()) {
    await makeAnswer(db, {
      schoolId,
      assignmentId: oneWeek.id,
      studentId: student.studentId,
      questionId: q1,
      correct: i === 2,
      answeredAt: daysFromNow(-12),
    });
  }
  const check = await makeAssignment(db, {
    schoolId,
    groupIds: [s.classA.id],
    kind: 'DiagnosticQuiz',
    questionIds: [q2],
    endDate: daysFromNow(2),
  });
  await makeAnswer(db, {
    schoolId,
    assignmentId: check.id,
    studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
    questionId: q2,
    correct: true,
    answeredAt: daysFromNow(-2),
  });
  return { s, quizzes, oneWeek, threeWeeks, sixWeeks, recent, q1, q2 };
}
