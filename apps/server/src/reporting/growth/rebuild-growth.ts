import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studentBaselines, studentMeasureWeeks } from '../../db/growth-schema.ts';
import { MeasureBook } from '../../measurement/measure-book.ts';
import {
  measuredAnswerBatches,
  replayStrandSnapshots,
  type StrandSnapshot,
} from '../../measurement/replay.ts';
import { FIRST_ANSWERS_BASELINE_COUNT } from './baseline-rule.ts';
import { schoolWeekStart } from './school-week.ts';

const BATCH = 1_000;

type WeekRow = typeof studentMeasureWeeks.$inferInsert;
type BaselineRow = typeof studentBaselines.$inferInsert;

/**
 * `student_measure_weeks` and `student_baselines` from the stored answers (decision 0017): the
 * measurement replay (every school's first attempts in time order, as the measures are rebuilt) gives
 * each student's strand measure after each answer; a week keeps its last; the baseline is the measure
 * at the hand-in of the student's first diagnostic work asking about the strand (the last answer at or
 * before `completed_at`), else after their 10th answer in it. The same rules as the live path
 * (growth-rollup-sql.ts, diagnostic-baseline-sql.ts), so a rebuild of a quiet school leaves its rows as
 * they were. With `schoolId`, only that school's rows are replaced.
 */
export async function rebuildGrowth(db: Db, { schoolId }: { schoolId?: number }): Promise<void> {
  const schoolOf = await studentSchools(db, schoolId);
  const diagnostic = await firstDiagnostics(db, schoolId);
  const weeks = new Map<string, WeekRow>();
  const baselines = new Map<string, BaselineRow>();
  const atDiagnostic = new Map<string, BaselineRow>();
  const visit = ({ answer, measure }: StrandSnapshot) => {
    const school = schoolOf.get(answer.studentId);
    if (school === undefined) return;
    const key = `${answer.studentId}:${answer.strand}`;
    const point = {
      studentId: answer.studentId,
      strand: answer.strand,
      schoolId: school,
      ability: measure.mean,
      variance: measure.variance,
      answerCount: measure.count,
    };
    const weekStart = schoolWeekStart(measure.at);
    weeks.set(`${key}:${weekStart}`, { ...point, weekStart });
    const base = { ...point, measuredAt: measure.at };
    if (measure.count === FIRST_ANSWERS_BASELINE_COUNT && !baselines.has(key)) {
      baselines.set(key, { ...base, source: 'first answers', assignmentId: null });
    }
    const work = diagnostic.get(key);
    if (work && answer.answeredAt.getTime() <= work.completedAt.getTime()) {
      atDiagnostic.set(key, { ...base, source: 'diagnostic', assignmentId: work.assignmentId });
    }
  };
  // The answers stream through the replay's cursor, so millions of them are never held at once.
  const book = new MeasureBook();
  await db.transaction(async (tx) => {
    for await (const batch of measuredAnswerBatches(tx as unknown as Db))
      replayStrandSnapshots(batch, visit, book);
  });
  for (const [key, row] of atDiagnostic) baselines.set(key, row);

  await db.transaction(async (tx) => {
    if (schoolId === undefined) {
      await tx.execute(sql`delete from student_measure_weeks`);
      await tx.execute(sql`delete from student_baselines`);
    } else {
      await tx.execute(sql`delete from student_measure_weeks where school_id = ${schoolId}`);
      await tx.execute(sql`delete from student_baselines where school_id = ${schoolId}`);
    }
    const weekRows = [...weeks.values()];
    for (let i = 0; i < weekRows.length; i += BATCH)
      await tx.insert(studentMeasureWeeks).values(weekRows.slice(i, i + BATCH));
    const baselineRows = [...baselines.values()];
    for (let i = 0; i < baselineRows.length; i += BATCH)
      await tx.insert(studentBaselines).values(baselineRows.slice(i, i + BATCH));
  });
}

async function studentSchools(db: Db, schoolId: number | undefined) {
  const result = await db.execute<{ id: number; school_id: number }>(
    schoolId === undefined
      ? sql`select id, school_id from students`
      : sql`select id, school_id from students where school_id = ${schoolId}`,
  );
  return new Map(result.rows.map((r) => [r.id, r.school_id]));
}

/** Per student and strand, the diagnostic work handed in first among those that asked about the strand. */
async function firstDiagnostics(db: Db, schoolId: number | undefined) {
  const result = await db.execute<{
    student_id: number;
    strand: string;
    assignment_id: number;
    completed_at: Date | string;
  }>(sql`select distinct on (st.student_id, tu.strand) st.student_id, tu.strand, st.assignment_id, st.completed_at
from assignment_students st
join assignments a on a.id = st.assignment_id and a.kind = 'DiagnosticQuiz'
join student_answers sa on sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1
join questions q on q.id = sa.question_id
join topic_units tu on tu.id = q.topic_unit_id
where st.completed_at is not null ${schoolId === undefined ? sql`` : sql`and st.school_id = ${schoolId}`}
order by st.student_id, tu.strand, st.completed_at, st.assignment_id`);
  return new Map(
    result.rows.map((r) => [
      `${r.student_id}:${r.strand}`,
      { assignmentId: r.assignment_id, completedAt: new Date(r.completed_at) },
    ]),
  );
}
