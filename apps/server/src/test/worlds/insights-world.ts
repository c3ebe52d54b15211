import { CompactResultsGridSchema, expandResultsGrid } from '@mathsight/contract/results-grid.ts';
import { expect } from 'vitest';
import { defined } from '../defined.ts';
import { makeAnswer, makeAssignment, makeSchoolWithClasses } from '../factories.ts';
import { getTestApp } from '../test-app.ts';

/**
 * The world the insights API tests share (insights-*.api.test.ts): one school's set work with a few
 * answers, and the calls they make. Each helper takes the worker's one test app itself, so a test file
 * needs no set-up of its own to use them.
 */

type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export async function inject(method: Method, url: string, headers: Headers, payload?: object) {
  const t = await getTestApp();
  return t.app.inject({ method, url, headers, ...(payload && { payload }) });
}

type Option = { letter: 'A' | 'B' | 'C' | 'D'; is_correct: boolean; misconception_id: number | null };
export async function optionsOf(questionId: number) {
  const t = await getTestApp();
  return t.database.query<Option>(
    'select letter, is_correct, misconception_id from question_answers where question_id = $1 order by letter',
    [questionId],
  );
}

/**
 * A wrong option carrying a misconception that other bank questions also target, other than
 * `unlike` (so two questions' wrong answers show two misconceptions, whatever the bank holds).
 */
async function targetedWrong(questionId: number, unlike = 0) {
  const t = await getTestApp();
  const rows = await t.database.query<Option & { others: number }>(
    `select qa.letter, qa.is_correct, qa.misconception_id,
       (select count(*)::int from question_answers o where o.misconception_id = qa.misconception_id and o.question_id <> qa.question_id) as others
     from question_answers qa where qa.question_id = $1 and not qa.is_correct and qa.misconception_id is not null
       and qa.misconception_id <> $2
     order by others desc, qa.letter`,
    [questionId, unlike],
  );
  return defined(rows[0], `a targeted wrong option of question ${questionId}`);
}

/**
 * Classes 8A (3 students) and 8B (2), work set for both with the quiz's first three questions:
 * A0 answers q1 right, q2 wrong (with a misconception), q3 right; A1 answers q1 wrong (the same
 * misconception's option on q1, if any) — so A0 holds m2, A1 holds m1; B0 answers q2 wrong too;
 * the rest have not started.
 */
export async function makeInsightsWorld() {
  const t = await getTestApp();
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const base = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id, s.classB.id],
    createdByTeacherId: s.teacher.teacherId,
  });
  const [q1, q2, q3] = base.questionIds as [number, number, number];
  await t.database.query('delete from assignment_questions where assignment_id = $1 and sequence > 3', [
    base.id,
  ]);
  const a = s.studentsA.map((x) => x.studentId) as [number, number, number];
  const b = s.studentsB.map((x) => x.studentId) as [number, number];
  const wrong2 = await targetedWrong(q2);
  const wrong1 = await targetedWrong(q1, wrong2.misconception_id ?? 0);
  const common = { schoolId: s.school.id, assignmentId: base.id };
  await makeAnswer(t.database.db, { ...common, studentId: a[0], questionId: q1, correct: true });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: a[0],
    questionId: q2,
    correct: false,
    letter: wrong2.letter,
  });
  await makeAnswer(t.database.db, { ...common, studentId: a[0], questionId: q3, correct: true });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: a[1],
    questionId: q1,
    correct: false,
    letter: wrong1.letter,
  });
  await makeAnswer(t.database.db, {
    ...common,
    studentId: b[0],
    questionId: q2,
    correct: false,
    letter: wrong2.letter,
  });
  return { s, work: base, q: [q1, q2, q3] as const, a, b, wrong1, wrong2 };
}

export const grid = async (id: number, headers: Headers, query = '') => {
  const res = await inject('GET', `/api/v3/assignments/${id}/insights/teacher${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  // The route writes the grid without re-checking it (serializeUnchecked): every test checks it here.
  // The compact answer read back into cells, as the web reads it.
  return expandResultsGrid(CompactResultsGridSchema.parse(res.json()));
};
