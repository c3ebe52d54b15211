import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClass, makeSchool, makeStudent, makeTeacher } from '../test/factories.ts';
import { jsonGetter, lastAnswerTimes, simulateTermAndRebuild } from '../test/simulated-term.ts';
import { buildFreshTestApp } from '../test/test-app.ts';
import { abilityAt, drawStudent } from './choose-answer.ts';

// A database of its own: the simulator draws from ids, so the figures must not depend on other files.
let t: Awaited<ReturnType<typeof buildFreshTestApp>>;
beforeAll(async () => {
  t = await buildFreshTestApp('simulated_growth');
});
afterAll(async () => {
  await t.close();
});

const SEED = 20_261_128;
const WEEKS = 12;
/** A fixed moment, so the term (and so every answer) is the same on every run and machine. */
const NOW = new Date('2026-11-20T12:00:00Z');
/** A simulated change since the baseline this large (logits) is one a term of answers can see. */
const CLEAR_CHANGE = 0.6;

/** Pearson's correlation of the pairs' two values. */
function correlation(pairs: ReadonlyArray<readonly [number, number]>): number {
  const mean = (i: 0 | 1) => pairs.reduce((a, p) => a + p[i], 0) / pairs.length;
  const [mx, my] = [mean(0), mean(1)];
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

interface ReportedStudent {
  studentId: number;
  growth: number | null;
  verdict: string;
  baseline: { measuredAt: string; answerCount: number } | null;
  now: { answerCount: number } | null;
}

/**
 * Issue 26 point 1: the growth the reports show follows the growth the simulator gave its students.
 * A class of 30 sits a simulated term; its students' true abilities move week by week (most grow, some
 * stall or fall back). For the students whose true change since their baseline is clear (and who answered
 * in the strand since), the reported growth must have the same sign for most of them, and the class's mean
 * growth must be clearly above nothing.
 */
describe('growth reported for a simulated term', () => {
  it('agrees in sign with the change the simulator gave most students', async () => {
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    // Two classes of 30, Years 7 and 9 (year group ids are the year + 1).
    const groups = [
      await makeClass(t.database.db, school.id, {
        teacherIds: [teacher.teacherId],
        code: '7G',
        yearGroupId: 8,
      }),
      await makeClass(t.database.db, school.id, {
        teacherIds: [teacher.teacherId],
        code: '9G',
        yearGroupId: 10,
      }),
    ];
    const studentIds: number[] = [];
    for (const group of groups)
      for (let i = 0; i < 30; i++)
        studentIds.push((await makeStudent(t.database.db, school.id, group.id)).studentId);
    await simulateTermAndRebuild(t, { schoolId: school.id, weeks: WEEKS, now: NOW, seed: SEED });
    const get = await jsonGetter(t, teacher.userId);
    const termStart = new Date(NOW.getTime() - WEEKS * 7 * 86_400_000);
    const simulated = new Map(studentIds.map((id) => [id, drawStudent(SEED, id, [], [], termStart)]));
    // The student's last answer in each strand: a measure knows nothing of what happened after it.
    const lastOf = await lastAnswerTimes(t, school.id);
    // The true change from the baseline's moment to the student's last answer in the strand (the growth
    // rate is the same in every strand).
    const trueChange = (studentId: number, strand: string, baselineAt: string) => {
      const student = simulated.get(studentId);
      if (!student) return 0;
      const last = lastOf.get(`${studentId}:${strand}`) ?? NOW;
      return abilityAt(student, '', last) - abilityAt(student, '', new Date(baselineAt));
    };

    let agree = 0;
    let clear = 0;
    const pairs: Array<[number, number]> = [];
    for (const group of groups) {
      const growthUrl = `/api/v3/schools/${school.id}/growth?groupId=${group.id}`;
      const strands = (await get(growthUrl)).strands as Array<{
        strand: string;
        studentsWithBaseline: number;
      }>;
      for (const { strand } of strands.filter((s) => s.studentsWithBaseline > 0)) {
        for (const s of (await get(`${growthUrl}&strand=${strand}`)).students as ReportedStudent[]) {
          // Growth needs answers since the baseline: without any in the strand, "now" is the baseline.
          if (s.growth === null || s.baseline === null || (s.now?.answerCount ?? 0) <= s.baseline.answerCount)
            continue;
          const change = trueChange(s.studentId, strand, s.baseline.measuredAt);
          pairs.push([change, s.growth]);
          if (Math.abs(change) < CLEAR_CHANGE) continue;
          clear++;
          if (Math.sign(s.growth) === Math.sign(change)) agree++;
        }
      }
    }
    console.info(`students whose simulated change is clear: ${agree} of ${clear} agree in sign`);
    expect(clear).toBeGreaterThanOrEqual(10);
    // The students' ids (so their simulated draws) depend on the files run before this one: with the
    // truth taken to each student's last answer in the strand (decision 0057) it has seen 12 of 12 and
    // 20 of 26; with the truth taken to the term's end it once saw 58 % agree (below the bar). Since
    // decision 0057 other files' answers no longer move these students' measures.
    expect(agree / clear).toBeGreaterThanOrEqual(0.6);

    // Across every measured student and strand, the reported growth rises with the simulated change (the
    // measures are noisy: a term gives each a standard error of about half a logit).
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    expect(correlation(pairs)).toBeGreaterThan(0.15);
  });
});
