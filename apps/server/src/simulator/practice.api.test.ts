import type { CompactResultsGrid } from '@mathsight/contract/results-grid.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeAssignment, makeSchoolWithClasses } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { simulatePractice } from './practice.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('simulated independent practice', () => {
  it('has a few students practise the topics their class was tested on, through the quiz-session service', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      endDate: daysFromNow(-10),
    });
    const options = { schoolId: s.school.id, seed: 7, studentsPerUnit: 2, answers: 4 };
    const stored = await simulatePractice(t, options);
    expect(stored).toBe(8);
    const sessions = await t.database.query<{ n: number }>(
      `select count(*)::int as n from quiz_sessions where school_id = $1 and assignment_id is null`,
      [s.school.id],
    );
    expect(sessions[0]?.n).toBe(2);
    const res = await t.app.inject({
      url: `/api/v3/quizzes/${work.quizId}/quiz-insights?schoolId=${s.school.id}`,
      headers: s.teacher.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json() as CompactResultsGrid;
    // The grid lists the students whose practice reached the quiz's own questions (practice chooses
    // among all the unit's questions by calibrated difficulty, so which ones depends on the answers
    // stored before, decision 0014).
    const [reached] = await t.database.query<{ n: number }>(
      `select count(distinct pa.student_id)::int as n from practice_answers pa
       join quiz_questions qq on qq.question_id = pa.question_id and qq.quiz_id = $2
       where pa.school_id = $1`,
      [s.school.id, work.quizId],
    );
    expect(grid.students).toHaveLength(reached?.n ?? -1);
    expect(grid.students.length).toBeLessThanOrEqual(2);
    expect(grid.students.every((x) => x.groupId === s.classA.id)).toBe(true);
  });
});
