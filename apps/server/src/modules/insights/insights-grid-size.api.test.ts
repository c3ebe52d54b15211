import { CompactResultsGridSchema, expandResultsGrid } from '@mathsight/contract/results-grid.ts';
import { describe, expect, it } from 'vitest';
import { studentAnswers } from '../../db/schema.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeClass, makeStudent, makeTeacher, signInUser } from '../../test/factories.ts';
import { getTestApp } from '../../test/test-app.ts';
import { inject } from '../../test/worlds/insights-world.ts';

const STUDENTS = 30;
const QUESTIONS = 20;
/** Issue 11: the 30 × 20 grid was 158 KB of JSON with a named field per cell; the target is 30 KB. */
const MAX_BYTES = 30 * 1024;

type Option = {
  question_id: number;
  id: number;
  letter: 'A' | 'B' | 'C' | 'D';
  is_correct: boolean;
  misconception_id: number | null;
};

/**
 * A class of 30 set 20 bank questions, answered as the benchmark answers them: about 9 cells in 10
 * with a first attempt, 7 in 10 of those right, a retry after some wrong ones, and a few comments.
 */
async function makeFullClass() {
  const t = await getTestApp();
  const db = t.database.db;
  const [school] = await t.database.query<{ id: number }>(
    `insert into schools (name, city, country) values ('Grid size school', 'York', 'GB') returning id`,
  );
  const schoolId = defined(school, 'school').id;
  const teacher = await makeTeacher(db, schoolId);
  const group = await makeClass(db, schoolId, { teacherIds: [teacher.teacherId], code: '10A/Ma' });
  for (let i = 0; i < STUDENTS; i++) await makeStudent(db, schoolId, group.id);
  const questions = await t.database.query<{ id: number }>('select id from questions order by id limit $1', [
    QUESTIONS,
  ]);
  const work = await makeAssignment(db, {
    schoolId,
    groupIds: [group.id],
    createdByTeacherId: teacher.teacherId,
    questionIds: questions.map((q) => q.id),
  });
  const options = await t.database.query<Option>(
    `select question_id, id, letter, is_correct, misconception_id from question_answers
     where question_id = any($1::int[]) order by question_id, letter`,
    [work.questionIds],
  );
  const values: [number, number, Option, number][] = [];
  work.studentIds.forEach((studentId, s) => {
    work.questionIds.forEach((questionId, q) => {
      const n = s * QUESTIONS + q;
      if (n % 10 === 9) return;
      const ofQuestion = options.filter((o) => o.question_id === questionId);
      const right = n % 10 < 7;
      const option = defined(
        ofQuestion.find((o) => o.is_correct === right),
        'an option',
      );
      values.push([studentId, questionId, option, 1]);
      if (!right && n % 3 === 0) {
        values.push([
          studentId,
          questionId,
          defined(
            ofQuestion.find((o) => o.is_correct),
            'right',
          ),
          2,
        ]);
      }
    });
  });
  await db.insert(studentAnswers).values(
    values.map(([studentId, questionId, o, attempt]) => ({
      schoolId,
      assignmentId: work.id,
      studentId,
      questionId,
      answerId: o.id,
      letter: o.letter,
      isCorrect: o.is_correct,
      misconceptionId: o.misconception_id,
      timeTakenMs: 21_000,
      attempt,
    })),
  );
  await t.database.query(
    `update assignment_students st set started_at = now(), completed_at = now(),
       answered_count = (select count(*) from student_answers sa where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1),
       correct_count = (select count(*) from student_answers sa where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1 and sa.is_correct)
     where st.assignment_id = $1`,
    [work.id],
  );
  await t.database.query(
    `insert into answer_feedback (student_answer_id, school_id, assignment_id, comment, teacher_id)
     select sa.id, sa.school_id, sa.assignment_id, 'Check the place value again', $2 from student_answers sa
     where sa.assignment_id = $1 and sa.attempt = 1 and not sa.is_correct order by sa.id limit 5`,
    [work.id, teacher.teacherId],
  );
  return { work, headers: await signInUser(t.app, db, teacher.userId) };
}

describe('results grid size (issue 11)', () => {
  it('answers 30 students × 20 questions in columns, within 30 KB', async () => {
    const { work, headers } = await makeFullClass();
    const res = await inject('GET', `/api/v3/assignments/${work.id}/insights/teacher`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = Buffer.byteLength(res.body);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    const compact = CompactResultsGridSchema.parse(res.json());
    expect(compact.questions.map((q) => q.questionId)).toEqual(work.questionIds);
    expect(compact.students).toHaveLength(STUDENTS);
    // No field name per cell: one string or array per column, each aligned with the questions.
    for (const s of compact.students) {
      expect(s.cells.letters).toHaveLength(QUESTIONS);
      expect(s.cells.correct).toHaveLength(QUESTIONS);
      expect(s.cells.answerIds).toHaveLength(QUESTIONS);
      expect(s.cells.misconceptionIds).toHaveLength(QUESTIONS);
    }
    expect(res.body.match(/"letter"/g) ?? []).toHaveLength(QUESTIONS * 4);
    const full = expandResultsGrid(compact);
    const cells = full.students.flatMap((s) => s.answers);
    expect(cells).toHaveLength(540);
    expect(cells.filter((c) => c.isCorrect)).toHaveLength(420);
    expect(cells.filter((c) => c.retryLetter !== null).length).toBeGreaterThan(0);
    expect(cells.filter((c) => c.teacherFeedback !== null)).toHaveLength(5);
    expect(full.totals).toMatchObject({ studentCount: STUDENTS, answeredCount: 540, correctCount: 420 });
  }, 120_000);
});
