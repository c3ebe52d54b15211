import { type EffortSummary, effortSummaryOf } from '@mathsight/contract/effort.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EffortWindow } from './effort-window.ts';

/** Whose effort: some students (any school's ids; the caller has checked them) or a whole school. */
export type EffortScope = { studentIds: readonly number[] } | { schoolId: number };

type SummedRow = {
  questions: number;
  retries: number;
  ms: number;
  work: number;
};

const SUMS = sql`sum(questions_answered)::float8 as questions, sum(retries)::float8 as retries,
  sum(time_on_task_ms)::float8 as ms, sum(work_completed)::float8 as work`;

const toSummary = (r: SummedRow): EffortSummary =>
  effortSummaryOf({
    questionsAnswered: Number(r.questions),
    retries: Number(r.retries),
    timeOnTaskMs: Number(r.ms),
    workCompleted: Number(r.work),
  });

function whereOf(scope: EffortScope, window: EffortWindow): SQL | null {
  const weeks = sql`week_start >= ${window.fromWeek}::date and week_start < ${window.toWeek}::date`;
  if ('schoolId' in scope) return sql`school_id = ${scope.schoolId} and ${weeks}`;
  if (scope.studentIds.length === 0) return null;
  // The primary key (student_id, week_start) serves any(…) with the range.
  return sql`student_id = any(${`{${scope.studentIds.join(',')}}`}::int[]) and ${weeks}`;
}

/**
 * The one place effort is read (decision 0016): sums of `student_effort_weeks` over a window of
 * weeks, by student or by week, for some students or a school. Never the answers. A student with no
 * row in the window did nothing: callers default them to NO_EFFORT.
 */
export class EffortReader {
  constructor(private readonly db: Db) {}

  /** Each student's effort over the window (only those with a row). */
  async byStudent(scope: EffortScope, window: EffortWindow): Promise<Map<number, EffortSummary>> {
    const where = whereOf(scope, window);
    if (!where) return new Map();
    const result = await this.db.execute<SummedRow & { student_id: number }>(
      sql`select student_id, ${SUMS} from student_effort_weeks where ${where} group by student_id`,
    );
    return new Map(result.rows.map((r) => [r.student_id, toSummary(r)]));
  }

  /** The scope's total effort in each week of the window that has any (oldest first). */
  async byWeek(
    scope: EffortScope,
    window: EffortWindow,
  ): Promise<{ weekStart: string; students: number; effort: EffortSummary }[]> {
    const where = whereOf(scope, window);
    if (!where) return [];
    const result = await this.db.execute<SummedRow & { week_start: string | Date; students: number }>(
      sql`select to_char(week_start, 'YYYY-MM-DD') as week_start, count(*)::int as students, ${SUMS}
from student_effort_weeks where ${where} group by week_start order by week_start`,
    );
    return result.rows.map((r) => ({
      weekStart: String(r.week_start),
      students: r.students,
      effort: toSummary(r),
    }));
  }
}
