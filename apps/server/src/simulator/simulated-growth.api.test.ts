import { beforeAll, describe, expect, it } from 'vitest';
import { replayMeasures } from '../measurement/replay.ts';
import { rebuildRollups } from '../reporting/rebuild-rollups.ts';
import { makeClass, makeSchool, makeStudent, makeTeacher, signInUser } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { drawStudent } from './choose-answer.ts';
import { simulateSchool } from './simulate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const SEED = 20_261_128;
const WEEKS = 12;
/** A simulated change over the term this large (logits) is one a term of answers can see. */
const CLEAR_CHANGE = 0.5;

interface ReportedStudent {
  studentId: number;
  growth: number | null;
  verdict: string;
}

/**
 * Issue 26 point 1: the growth the reports show follows the growth the simulator gave its students.
 * A class of 30 sits a simulated term; its students' true abilities move week by week (most grow, some
 * stall or fall back). For the students whose true change over the term is clear, the reported growth
 * since the baseline must have the same sign for most of them, and the class must show some who grew.
 */
describe('growth reported for a simulated term', () => {
  it('agrees in sign with the change the simulator gave most students', async () => {
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    const group = await makeClass(t.database.db, school.id, { teacherIds: [teacher.teacherId], code: '8G' });
    const studentIds: number[] = [];
    for (let i = 0; i < 30; i++) studentIds.push((await makeStudent(t.database.db, school.id, group.id)).studentId);
    const now = new Date();
    await simulateSchool(t, { schoolId: school.id, weeks: WEEKS, now, seed: SEED });
    // The bulk sittings skip the answer path's measures and rollups, as in the demo seed: rebuild them.
    await replayMeasures(t.database.db, { schoolId: school.id });
    await rebuildRollups(t.database.db, { schoolId: school.id });

    const headers = await signInUser(t.app, t.database.db, teacher.userId);
    const termStart = new Date(now.getTime() - WEEKS * 7 * 86_400_000);
    const trueChange = new Map(
      studentIds.map((id) => [id, drawStudent(SEED, id, [], [], termStart).growthPerWeek * WEEKS]),
    );
    const strands = (
      await t.app.inject({ method: 'GET', url: `/api/v3/schools/${school.id}/growth?groupId=${group.id}`, headers })
    ).json().strands as Array<{ strand: string; studentsWithBaseline: number }>;
    const measured = strands.filter((s) => s.studentsWithBaseline > 0);
    expect(measured.length).toBeGreaterThan(0);

    let agree = 0;
    let clear = 0;
    let grew = 0;
    for (const { strand } of measured) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v3/schools/${school.id}/growth?groupId=${group.id}&strand=${strand}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      for (const s of res.json().students as ReportedStudent[]) {
        if (s.verdict === 'grew') grew++;
        const change = trueChange.get(s.studentId) ?? 0;
        if (s.growth === null || Math.abs(change) < CLEAR_CHANGE) continue;
        clear++;
        if (Math.sign(s.growth) === Math.sign(change)) agree++;
      }
    }
    expect(clear).toBeGreaterThanOrEqual(10);
    expect(agree / clear).toBeGreaterThanOrEqual(0.7);
    expect(grew).toBeGreaterThan(0);
  });
});
