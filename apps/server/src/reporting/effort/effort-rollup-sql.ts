import { EFFORT_ANSWER_TIME_CAP_MS, EFFORT_PRACTICE_MIN_ANSWERS } from '@mathsight/contract/effort.ts';
import { SCHOOL_TIME_ZONE } from '@mathsight/contract/school-terms.ts';

/**
 * The effort rollup (decision 0016): `student_effort_weeks`, one row per student and week, kept up
 * to date by the answer statements and the hand-in, and rebuilt by rebuild-effort.ts. The SQL here is
 * the one place the definition of `packages/contract/src/effort.ts` is written for PostgreSQL; the
 * rebuild uses the same expressions, so the live rows and a rebuild agree (effort.api.test.ts).
 */

/** The Monday (a date) of the week, in school time, of a timestamptz expression. */
export const weekStartSql = (at: string) =>
  `(date_trunc('week', (${at}) at time zone '${SCHOOL_TIME_ZONE}'))::date`;

/** An answer's time on task: its time taken, 0 to the cap. */
export const cappedTimeSql = (ms: string) =>
  `least(greatest(coalesce(${ms}, 0), 0), ${EFFORT_ANSWER_TIME_CAP_MS})`;

/** Adds the counts of `excluded` to the week's row (the upserts' common end). */
const ADD_TO_WEEK = `on conflict (student_id, week_start) do update set
    questions_answered = w.questions_answered + excluded.questions_answered,
    retries = w.retries + excluded.retries,
    time_on_task_ms = w.time_on_task_ms + excluded.time_on_task_ms,
    work_completed = w.work_completed + excluded.work_completed`;

/**
 * The answer's effort, a CTE for ANSWER_ROLLUPS (answer-rollups-sql.ts): the stored answer (`ins`)
 * adds itself to its student's week: a first attempt is a question answered, a later one a retry,
 * and its time, capped, is time on task. Nothing happens when `ins` is empty (a resent answer).
 */
export const EFFORT_ANSWER_CTE = `r_effort_answer as (
  insert into student_effort_weeks as w (student_id, school_id, week_start, questions_answered, retries,
    time_on_task_ms, work_completed)
  select ins.student_id, ins.school_id, ${weekStartSql('ins.answered_at')},
    case when ins.attempt = 1 then 1 else 0 end, case when ins.attempt > 1 then 1 else 0 end,
    ${cappedTimeSql('ins.time_taken_ms')}, 0
  from ins
  ${ADD_TO_WEEK}
  returning 1
)`;

/**
 * A piece of work completed, as CTEs to follow a CTE named `done` (student_id, school_id, done_at)
 * that returns the hand-ins this statement made: set work whose `completed_at` it set (it was null),
 * or a practice session it finished with enough answers. Each adds one to its week, once: the
 * statement that makes `done` only returns a row when it changed it from not done to done.
 */
export const EFFORT_WORK_DONE_CTE = `r_effort_work as (
  insert into student_effort_weeks as w (student_id, school_id, week_start, questions_answered, retries,
    time_on_task_ms, work_completed)
  select done.student_id, done.school_id, ${weekStartSql('done.done_at')}, 0, 0, 0, count(*)::int
  from done group by done.student_id, done.school_id, ${weekStartSql('done.done_at')}
  ${ADD_TO_WEEK}
  returning 1
)`;

/**
 * Whether a finished quiz session (alias `qs`: its id and assignment_id) counts as work completed
 * for practice: a practice session (no assignment) with at least EFFORT_PRACTICE_MIN_ANSWERS answers
 * (its answers end when it is finished, so the count at the hand-in is the count a rebuild sees).
 */
export const practiceCountsAsWorkSql = (qs: string) => `${qs}.assignment_id is null and (select count(*)
    from practice_answers pa where pa.quiz_session_id = ${qs}.id) >= ${EFFORT_PRACTICE_MIN_ANSWERS}`;
