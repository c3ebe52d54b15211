import { beforeAll, describe, expect, it } from 'vitest';
import { replayMeasures } from '../../measurement/replay.ts';
import { simulateSchool } from '../../simulator/simulate.ts';
import { makeClass, makeSchool, makeStudent, makeTeacher } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { rebuildGrowth, replayMeasuresWithGrowth } from './rebuild-growth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** Every row of the school that the two rebuilds write, in a fixed order, with the ids left out. */
async function rebuiltRows(schoolId: number) {
  const read = (sql: string) => t.database.query<Record<string, unknown>>(sql, [schoolId]);
  return {
    topics: await read(
      'select student_id, topic_unit_id, ability, variance, answer_count, measured_at::text from student_topic_measures where school_id = $1 order by 1, 2',
    ),
    strands: await read(
      'select student_id, strand, ability, variance, answer_count, measured_at::text from student_strand_measures where school_id = $1 order by 1, 2',
    ),
    weeks: await read(
      'select student_id, strand, week_start::text, ability, variance, answer_count from student_measure_weeks where school_id = $1 order by 1, 2, 3',
    ),
    baselines: await read(
      'select student_id, strand, source, assignment_id, ability, variance, measured_at::text from student_baselines where school_id = $1 order by 1, 2',
    ),
  };
}

/** Decision 0064: a bulk load replays the answers once for the measures and growth together. */
describe('the measures and growth from one replay', () => {
  it('writes the rows the two rebuilds write one after the other', async () => {
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    const group = await makeClass(t.database.db, school.id, {
      teacherIds: [teacher.teacherId],
      code: '8R',
      yearGroupId: 9,
    });
    for (let i = 0; i < 12; i++) await makeStudent(t.database.db, school.id, group.id);
    await simulateSchool(t, {
      schoolId: school.id,
      weeks: 4,
      now: new Date('2026-11-20T12:00:00Z'),
      seed: 64,
    });

    await replayMeasures(t.database.db, { schoolId: school.id });
    await rebuildGrowth(t.database.db, { schoolId: school.id });
    const apart = await rebuiltRows(school.id);
    expect(apart.topics.length).toBeGreaterThan(12);
    expect(apart.weeks.length).toBeGreaterThan(12);
    expect(apart.baselines.length).toBeGreaterThan(0);

    // Cleared first, so that rows the one replay failed to write would show as missing.
    for (const table of ['student_measure_weeks', 'student_baselines', 'student_topic_measures'])
      await t.database.query(`delete from ${table} where school_id = $1`, [school.id]);
    const replayed = await replayMeasuresWithGrowth(t.database.db, { schoolId: school.id });
    expect(replayed).toBeGreaterThan(0);
    expect(await rebuiltRows(school.id)).toEqual(apart);
  });
});
