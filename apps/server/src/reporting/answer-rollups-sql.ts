import { type SQL, sql } from 'drizzle-orm';
import { EFFORT_ANSWER_CTE } from './effort/effort-rollup-sql.ts';
import { GROWTH_ROLLUP_CTES } from './growth/growth-rollup-sql.ts';
import { STUDENT_MISCONCEPTION_CTES } from './misconceptions/student-misconceptions-sql.ts';
import { SCHOOL_REPORT_ROLLUP_CTES } from './school/school-report-rollups-sql.ts';

/**
 * The report rollups kept up to date by every answer, as common table expressions appended to the two
 * answer statements (set work's `AnswerStoreRepository.insertAnswer` and practice's
 * `PracticeRepository.insertPracticeAnswer`), after the measures. Like the measures, a rollup is never
 * recomputed over all the answers: each answer adds itself to a few counters, in the same statement, so
 * the answer and its rollups commit together. Reports read the rollups, not the answers (issue 14,
 * point 11).
 *
 * Each rollup is one file of this folder exporting its CTE text; list it here. A CTE reads `ins`, the
 * answer just stored, whose columns both statements give: student_id, school_id, question_id,
 * is_correct, misconception_id, time_taken_ms, attempt (1 for practice), answered_at, assignment_id
 * (null for practice). It must not
 * depend on the other rollups. Name its CTEs `r_<rollup>_…`. Bulk writes that skip the statements (the
 * simulator's `sitMany`) are caught up by `rebuildRollups` (rebuild-rollups.ts).
 */
const ANSWER_ROLLUPS: readonly string[] = [
  EFFORT_ANSWER_CTE,
  STUDENT_MISCONCEPTION_CTES,
  GROWTH_ROLLUP_CTES,
  SCHOOL_REPORT_ROLLUP_CTES,
];

/** The rollups' CTEs, ready to follow a comma in a `with` list (a no-op CTE while there are none). */
export const ANSWER_ROLLUP_CTES: SQL = sql.raw(
  ANSWER_ROLLUPS.length > 0 ? ANSWER_ROLLUPS.join(',\n') : 'r_none as (select 1)',
);
