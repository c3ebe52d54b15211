import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityAt, drawStudent } from '../../simulator/choose-answer.ts';
import { makeClass, makeSchool, makeStudent, makeTeacher } from '../../test/factories.ts';
import { jsonGetter, lastAnswerTimes, simulateTermAndRebuild } from '../../test/simulated-term.ts';
import { buildFreshTestApp } from '../../test/test-app.ts';

// A database of its own: the simulator draws from ids, so the figures must not depend on other files.
let t: Awaited<ReturnType<typeof buildFreshTestApp>>;
beforeAll(async () => {
  t = await buildFreshTestApp('class_growth');
});
afterAll(async () => {
  await t.close();
});

const SEED = 20_261_129;
const WEEKS = 12;
/** A fixed moment, so the term (and so every answer) is the same on every run and machine. */
const NOW = new Date('2026-11-20T12:00:00Z');
const TERM_START = new Date(NOW.getTime() - WEEKS * 7 * 86_400_000);
const STRANDS = ['number', 'algebra', 'ratio', 'geometry', 'statistics'];

interface GroupRow {
  id: number;
  name: string;
  kind: 'class' | 'year';
  withBaseline: number;
  growth: { mean: number; standardError: number } | null;
}
interface ReportedStudent {
  studentId: number;
  growth: number | null;
  baseline: { measuredAt: string } | null;
}

/**
 * Issue 26 point 1 (decision 0057): class growth follows what the simulator made each class's students
 * do. Four Year 8 classes of 30 sit a simulated term of the same year's work (so they share questions,
 * as a school's classes do): two grow (0.1 logits a week on average), one falls back (−0.05), one
 * stays flat (0), each student spread around their class's rate. The truth for a student is the change
 * of their simulated ability from their baseline's moment to their last answer in the strand (a measure
 * cannot know what happened after it). On main's model (students measured against the calibrated
 * difficulties) the school's common growth went into the questions, which looked easier: the year
 * group read −0.05 ± 0.05 where its students had grown 0.18 (this test fails there), and the classes
 * read 0.1–0.5 low.
 */
describe('class growth for a simulated term', () => {
  it('shows the growing classes growing, the falling one falling, the flat one flat, and the year as it grew', async () => {
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    const plan = [
      { code: '8Up', weekly: 0.1, trend: 'up' },
      { code: '8Up2', weekly: 0.1, trend: 'up' },
      { code: '8Down', weekly: -0.05, trend: 'down' },
      { code: '8Flat', weekly: 0, trend: 'flat' },
    ] as const;
    const classes = [];
    for (const c of plan) {
      // Year group ids are the year + 1.
      const group = await makeClass(t.database.db, school.id, {
        teacherIds: [teacher.teacherId],
        code: c.code,
        yearGroupId: 9,
      });
      for (let i = 0; i < 30; i++) await makeStudent(t.database.db, school.id, group.id);
      classes.push({ ...c, groupId: group.id });
    }
    await simulateTermAndRebuild(t, {
      schoolId: school.id,
      weeks: WEEKS,
      now: NOW,
      seed: SEED,
      meanGrowthPerWeek: new Map(classes.map((c) => [c.groupId, c.weekly])),
    });
    const get = await jsonGetter(t, teacher.userId);
    const lastOf = await lastAnswerTimes(t, school.id);
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

    // The default strand (where most students have a baseline): the one the growth screen opens on.
    const byClass = await get(`/api/v3/schools/${school.id}/growth/classes`);
    const strand = byClass.strand as string;
    const yearTruths: number[] = [];
    for (const c of classes) {
      const row = (byClass.classes as GroupRow[]).find((r) => r.id === c.groupId);
      const growth = row?.growth;
      if (!growth) throw new Error(`${c.code} has no growth`);
      const url = `/api/v3/schools/${school.id}/growth?groupId=${c.groupId}&strand=${strand}`;
      const truths = ((await get(url)).students as ReportedStudent[]).flatMap((s) => {
        if (s.growth === null || s.baseline === null) return [];
        const sim = drawStudent(SEED, s.studentId, [strand], [], TERM_START, c.weekly);
        const last = lastOf.get(`${s.studentId}:${strand}`) ?? NOW;
        return [abilityAt(sim, strand, last) - abilityAt(sim, strand, new Date(s.baseline.measuredAt))];
      });
      expect(truths.length).toBe(row.withBaseline);
      expect(truths.length).toBeGreaterThanOrEqual(25);
      yearTruths.push(...truths);
      console.info(
        `${c.code} ${strand}: reported ${growth.mean.toFixed(3)} ± ${growth.standardError.toFixed(3)}, simulated ${mean(truths).toFixed(3)}`,
      );
      if (c.trend === 'up') expect(growth.mean).toBeGreaterThan(0);
      if (c.trend === 'down') expect(growth.mean).toBeLessThan(0);
      if (c.trend === 'flat') expect(Math.abs(growth.mean)).toBeLessThan(1.96 * growth.standardError);
    }
    // The year group (all four classes): its students grew on average, and the report says so (main's
    // model read −0.05 ± 0.05 where they grew 0.18). Not yet within its uncertainty of the truth: a
    // strand measure lags its student (decision 0057's consequences), and with other students' ids (so
    // other draws and term plans, when other files ran first) it has read 0.03 ± 0.03 against 0.23.
    const year = (byClass.years as GroupRow[]).find((y) => y.name === 'Year 8')?.growth;
    if (!year) throw new Error('the year has no growth');
    const yearTruth = mean(yearTruths);
    console.info(
      `Year 8 ${strand}: reported ${year.mean.toFixed(3)} ± ${year.standardError.toFixed(3)}, simulated ${yearTruth.toFixed(3)}`,
    );
    expect(year.mean).toBeGreaterThan(0);

    // Student by student, in every strand measured since a baseline: where the simulated change is clear
    // (0.3 logits, about two months' growth), the reported growth has its sign for most students.
    let agree = 0;
    let clear = 0;
    for (const strandName of STRANDS)
      for (const c of classes) {
        const url = `/api/v3/schools/${school.id}/growth?groupId=${c.groupId}&strand=${strandName}`;
        for (const s of (await get(url)).students as ReportedStudent[]) {
          if (s.growth === null || s.baseline === null) continue;
          const sim = drawStudent(SEED, s.studentId, [strandName], [], TERM_START, c.weekly);
          const last = lastOf.get(`${s.studentId}:${strandName}`) ?? NOW;
          const change =
            abilityAt(sim, strandName, last) - abilityAt(sim, strandName, new Date(s.baseline.measuredAt));
          if (Math.abs(change) < 0.3) continue;
          clear++;
          if (Math.sign(change) === Math.sign(s.growth)) agree++;
        }
      }
    console.info(`students whose simulated change is clear: ${agree} of ${clear} agree in sign`);
    expect(clear).toBeGreaterThanOrEqual(40);
    expect(agree / clear).toBeGreaterThanOrEqual(0.7);
  });
});
