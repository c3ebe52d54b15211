import { FIRST_ANSWERS_BASELINE_COUNT } from './baseline-rule.ts';

/**
 * Baseline and growth (decision 0017) kept as answers arrive: one CTE list for the answer-rollup hook
 * (answer-rollups-sql.ts). It reads the student's strand measure as the answer statement has just
 * written it, from the `returning` of the measure CTEs `m_strand` (an existing measure stepped) and
 * `m_strand_new` (a first answer in the strand); at most one row between them, none for a retry.
 *
 * - `student_measure_weeks`: the week's row (Monday-start in Europe/London, of the measure's time)
 *   takes the new value; a write never replaces a later one (answer_count only grows).
 * - `student_baselines`: the 10th answer in the strand fixes a "first answers" baseline if the student
 *   has none (a diagnostic hand-in may replace it later: diagnostic-baseline-sql.ts).
 */
export const GROWTH_ROLLUP_CTES = `r_growth_strand as (
  select student_id, school_id, strand, ability, variance, answer_count, measured_at from m_strand
  union all
  select student_id, school_id, strand, ability, variance, answer_count, measured_at from m_strand_new
), r_growth_week as (
  insert into student_measure_weeks (student_id, strand, week_start, school_id, ability, variance, answer_count)
  select student_id, strand, (date_trunc('week', measured_at at time zone 'Europe/London'))::date, school_id,
    ability, variance, answer_count
  from r_growth_strand
  on conflict (student_id, strand, week_start) do update set
    ability = excluded.ability, variance = excluded.variance, answer_count = excluded.answer_count
  where student_measure_weeks.answer_count <= excluded.answer_count
  returning 1
), r_growth_baseline as (
  insert into student_baselines (student_id, strand, school_id, ability, variance, answer_count, measured_at, source)
  select student_id, strand, school_id, ability, variance, answer_count, measured_at, 'first answers'
  from r_growth_strand where answer_count = ${FIRST_ANSWERS_BASELINE_COUNT}
  on conflict (student_id, strand) do nothing
  returning 1
)`;
