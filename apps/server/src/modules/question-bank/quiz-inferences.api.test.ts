import { QUIZ_INFERENCE_CSV_COLUMNS, QuizInferencesSchema } from '@mathsight/contract/question-bank.ts';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeAnswer, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;

beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
});

describe('POST /api/v3/quiz-inferences/generate and generate-csv', () => {
  /** Two questions whose wrong options share a misconception, and a third question. */
  async function world() {
    const [row] = await t.database.query<{ misconception_id: number; q1: number; q2: number }>(
      `select m.id as misconception_id, min(qa.question_id) as q1, max(qa.question_id) as q2
       from misconceptions m
       join question_answers qa on qa.misconception_ids @> array[m.id] and not qa.is_correct
       join questions q on q.id = qa.question_id and not q.retired
       group by m.id having count(distinct qa.question_id) >= 2 order by m.id limit 1`,
    );
    const r = defined(row, 'a misconception shared by two questions');
    const [third] = await t.database.query<{ id: number }>(
      'select id from questions where not retired and id not in ($1, $2) order by id limit 1',
      [r.q1, r.q2],
    );
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id, s.classB.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds: [r.q1, r.q2, defined(third, 'a third question').id],
    });
    const letterOf = async (questionId: number) => {
      const [o] = await t.database.query<{ letter: 'A' | 'B' | 'C' | 'D' }>(
        `select letter from question_answers where question_id = $1 and not is_correct
         and misconception_ids @> array[$2::int] order by letter limit 1`,
        [questionId, r.misconception_id],
      );
      return defined(o, 'the tagged option').letter;
    };
    const [one, two] = [defined(s.studentsA[0], 'A0'), defined(s.studentsA[1], 'A1')];
    const answer = (studentId: number, questionId: number, letter?: 'A' | 'B' | 'C' | 'D', attempt = 1) =>
      makeAnswer(t.database.db, {
        schoolId: s.school.id,
        assignmentId: work.id,
        studentId,
        questionId,
        correct: letter === undefined,
        attempt,
        ...(letter && { letter }),
      });
    // The first student chooses it twice (Likely); the second once of two chances (Possible), and a
    // second attempt that repeats it, which does not count.
    await answer(one.studentId, r.q1, await letterOf(r.q1));
    await answer(one.studentId, r.q2, await letterOf(r.q2));
    await answer(two.studentId, r.q1, await letterOf(r.q1));
    await answer(two.studentId, r.q2);
    await answer(two.studentId, r.q1, await letterOf(r.q1), 2);
    return { work, misconceptionId: r.misconception_id, one, two };
  }

  const generate = (payload: object, headers: Record<string, string> = s.teacher.headers, csv = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-inferences/generate${csv ? '-csv' : ''}`,
      headers,
      payload,
    });

  it('infers each student’s likely misconceptions from their first-attempt wrong answers, with counts', async () => {
    const w = await world();
    const res = await generate({ assignmentId: w.work.id });
    expect(res.statusCode).toBe(200);
    const body = QuizInferencesSchema.parse(res.json());
    expect(body.assignmentId).toBe(w.work.id);
    expect(body.studentsAnswered).toBe(2);
    const rowOf = (studentId: number) =>
      body.rows.find((r) => r.studentId === studentId && r.misconceptionId === w.misconceptionId);
    expect(rowOf(w.one.studentId)).toMatchObject({ wrongAnswers: 2, chances: 2, strength: 'Likely' });
    expect(rowOf(w.two.studentId)).toMatchObject({ wrongAnswers: 1, chances: 2, strength: 'Possible' });
    expect(rowOf(w.two.studentId)?.classCode).toBe(s.classA.code);
    // Every row has evidence, and never more wrong answers than chances.
    for (const r of body.rows) {
      expect(r.wrongAnswers).toBeGreaterThan(0);
      expect(r.wrongAnswers).toBeLessThanOrEqual(r.chances);
    }

    const csv = await generate({ assignmentId: w.work.id }, s.teacher.headers, true);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(records[0]).toEqual([...QUIZ_INFERENCE_CSV_COLUMNS]);
    expect(records.slice(1)).toEqual(
      body.rows.map((r) => [
        String(r.studentId),
        r.firstName,
        r.lastName,
        r.classCode ?? '',
        String(r.misconceptionId),
        r.misconceptionName,
        String(r.wrongAnswers),
        String(r.chances),
        r.strength,
      ]),
    );

    // One class: class B's students answered nothing.
    const classB = QuizInferencesSchema.parse(
      (await generate({ assignmentId: w.work.id, groupId: s.classB.id })).json(),
    );
    expect(classB).toMatchObject({ studentsAnswered: 0, rows: [] });
  });

  it('refuses work of another school, a class the work was not set for, students and the signed out', async () => {
    const w = await world();
    expect((await generate({ assignmentId: w.work.id }, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await generate({ assignmentId: w.work.id }, s.otherTeacher.headers, true)).statusCode).toBe(404);
    expect((await generate({ assignmentId: w.work.id, groupId: s.otherClass.id })).statusCode).toBe(404);
    expect((await generate({ assignmentId: w.work.id }, s.student.headers)).statusCode).toBe(403);
    expect((await generate({ assignmentId: w.work.id }, {})).statusCode).toBe(401);
    expect((await generate({ assignmentId: 'x' })).statusCode).toBe(400);
    // A colleague of the school reads the work's results, so its inferences too.
    expect((await generate({ assignmentId: w.work.id }, s.colleague.headers)).statusCode).toBe(200);
  });
});
