import { expect } from 'vitest';
import { replayMeasuresWithGrowth } from '../reporting/growth/rebuild-growth.ts';
import { SET_BASED_ROLLUP_REBUILDS } from '../reporting/rebuild-rollups.ts';
import { type SimulateOptions, simulateSchool } from '../simulator/simulate.ts';
import { signInUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * A simulated term for a school's classes, then what a bulk load does after it: the bulk sittings skip
 * the answer path's measures and rollups, so they are rebuilt from the answers (decisions 0014, 0017),
 * the measures and growth from one replay (decision 0064).
 */
export async function simulateTermAndRebuild(t: TestApp, options: SimulateOptions) {
  await simulateSchool(t, options);
  await replayMeasuresWithGrowth(t.database.db, { schoolId: options.schoolId });
  for (const rebuild of SET_BASED_ROLLUP_REBUILDS)
    await rebuild(t.database.db, { schoolId: options.schoolId });
}

/**
 * Each student's last first attempt per strand at the school's set work, keyed `studentId:strand`: a
 * measure knows nothing of what happened after it, so the simulated truth is taken to that moment.
 */
export async function lastAnswerTimes(t: TestApp, schoolId: number): Promise<Map<string, Date>> {
  const rows = await t.database.query<{ student_id: number; strand: string; last: string }>(
    `select a.student_id, tu.strand, max(a.answered_at)::text as last from student_answers a
     join questions q on q.id = a.question_id join topic_units tu on tu.id = q.topic_unit_id
     where a.school_id = $1 and a.attempt = 1 group by a.student_id, tu.strand`,
    [schoolId],
  );
  return new Map(rows.map((r) => [`${r.student_id}:${r.strand}`, new Date(r.last)]));
}

/** GET as the user, expecting 200: the JSON body. */
export async function jsonGetter(t: TestApp, userId: number) {
  const headers = await signInUser(t.app, t.database.db, userId);
  return async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
}
