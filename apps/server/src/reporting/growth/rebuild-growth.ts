import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studentBaselines, studentMeasureWeeks } from '../../db/growth-schema.ts';
import { MeasureBook } from '../../measurement/measure-book.ts';
import {
  measuredAnswerBatches,
  type ReplayFollower,
  replayMeasures,
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
  const growth = await GrowthRebuild.prepare(db, schoolId);
  // The answers stream through the replay's cursor, so millions of them are never held at once.
  const book = new MeasureBook();
  await db.transaction(async (tx) => {
    for await (const batch of measuredAnswerBatches(tx as unknown as Db))
      replayStrandSnapshots(batch, growth.visit, book);
  });
  await db.transaction(async (tx) => growth.write(tx as unknown as Db));
}

/**
 * The measures and growth from one replay of the answers (decision 0064): both follow the same
 * `MeasureBook.record` in the same order, so a bulk load (many-schools.ts) reads and replays the answers
 * once instead of twice. Rows equal to `replayMeasures` then `rebuildGrowth`, for every school or for one.
 */
export async function replayMeasuresWithGrowth(db: Db, options: { schoolId?: number } = {}): Promise<number> {
  return replayMeasures(db, { ...options, alongside: await GrowthRebuild.prepare(db, options.schoolId) });
}

/** Growth's rows gathered from the replay's strand snapshots, then written in place of the old ones. */
class GrowthRebuild implements ReplayFollower {
  readonly #weeks = new Map<string, WeekRow>();
  readonly #baselines = new Map<string, BaselineRow>();
  readonly #atDiagnostic = new Map<string, BaselineRow>();

  private constructor(
    private readonly schoolId: number | undefined,
    private readonly schoolOf: Map<number, number>,
    private readonly diagnostic: Awaited<ReturnType<typeof firstDiagnostics>>,
  ) {}

  static async prepare(db: Db, schoolId: number | undefined) {
    return new GrowthRebuild(
      schoolId,
      await studentSchools(db, schoolId),
      await firstDiagnostics(db, schoolId),
    );
  }

  readonly visit = ({ answer, measure }: StrandSnapshot) => {
    const school = this.schoolOf.get(answer.studentId);
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
    this.#weeks.set(`${key}:${weekStart}`, { ...point, weekStart });
    const base = { ...point, measuredAt: measure.at };
    if (measure.count === FIRST_ANSWERS_BASELINE_COUNT && !this.#baselines.has(key)) {
      this.#baselines.set(key, { ...base, source: 'first answers', assignmentId: null });
    }
    const work = this.diagnostic.get(key);
    if (work && answer.answeredAt.getTime() <= work.completedAt.getTime()) {
      this.#atDiagnostic.set(key, { ...base, source: 'diagnostic', assignmentId: work.assignmentId });
    }
  };

  /** Replaces the school's (or every school's) rows; `tx` is a transaction. */
  async write(tx: Db) {
    for (const [key, row] of this.#atDiagnostic) this.#baselines.set(key, row);
    if (this.schoolId === undefined) {
      await tx.execute(sql`delete from student_measure_weeks`);
      await tx.execute(sql`delete from student_baselines`);
    } else {
      await tx.execute(sql`delete from student_measure_weeks where school_id = ${this.schoolId}`);
      await tx.execute(sql`delete from student_baselines where school_id = ${this.schoolId}`);
    }
    const weekRows = [...this.#weeks.values()];
    for (let i = 0; i < weekRows.length; i += BATCH)
      await tx.insert(studentMeasureWeeks).values(weekRows.slice(i, i + BATCH));
    const baselineRows = [...this.#baselines.values()];
    for (let i = 0; i < baselineRows.length; i += BATCH)
      await tx.insert(studentBaselines).values(baselineRows.slice(i, i + BATCH));
  }
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
