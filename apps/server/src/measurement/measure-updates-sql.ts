import { type SQL, sql } from 'drizzle-orm';

/**
 * A student's year for the prior of their first measures (priors.ts `abilityPrior`): the lowest year
 * group of their classes; a year group's position is the GB year (Reception 0, Year 8 8). Expects
 * `ins.student_id` in scope; null when no class names a year. Used as a subquery inside coalesce, so
 * it runs only for a student's first answer in a strand (coalesce evaluates its arguments lazily).
 */
const STUDENT_YEAR_SQL = `select min(cy.position) as year from group_students gs
    join group_year_groups gy on gy.group_id = gs.group_id
    join country_year_groups cy on cy.id = gy.country_year_group_id
    where gs.student_id = ins.student_id`;

/**
 * What the student measure CTEs return: the measure as written (`m_strand` and `m_strand_new` hold at
 * most one row between them), so a rollup later in the statement can read the value just written
 * (a data-modifying CTE's rows are visible to the rest of the statement only through `returning`).
 */
const RETURNED = 'student_id, school_id, ability, variance, answer_count, measured_at';
const RETURNED_BY_UPDATE = RETURNED.split(', ')
  .map((c) => `m.${c}`)
  .join(', ');

/**
 * A student's measure of one kind moved by the answer: updated where it exists, inserted from its
 * prior (`ta`/`tv` for a topic, `sa`/`sv` for a strand, read in m_src) where it does not. The topic and
 * strand measures step alike; only their table, key and prior differ.
 */
function studentMeasureCtes(kind: 'topic' | 'strand'): string {
  const { table, key, prior, variance } =
    kind === 'topic'
      ? { table: 'student_topic_measures', key: 'topic_unit_id', prior: 'ta', variance: 'tv' }
      : { table: 'student_strand_measures', key: 'strand', prior: 'sa', variance: 'sv' };
  return `m_${kind} as (
  update ${table} m set
    ability = m.ability + rasch_shift(rasch_drift(m.variance, m.measured_at, x.answered_at), m.ability - x.b, x.bv, x.is_correct),
    variance = rasch_variance(rasch_drift(m.variance, m.measured_at, x.answered_at), m.ability - x.b, x.bv),
    answer_count = m.answer_count + 1,
    measured_at = greatest(m.measured_at, x.answered_at)
  from m_src x
  where x.has_${kind} and m.student_id = x.student_id and m.${key} = x.${key}
  returning ${RETURNED_BY_UPDATE}, m.${key}
), m_${kind}_new as (
  insert into ${table} (student_id, ${key}, school_id, ability, variance, answer_count, measured_at)
  select student_id, ${key}, school_id, ${prior} + rasch_shift(${variance}, ${prior} - b, bv, is_correct),
    rasch_variance(${variance}, ${prior} - b, bv), 1, answered_at
  from m_src where not has_${kind}
  on conflict do nothing
  returning ${RETURNED}, ${key}
)`;
}

/**
 * The measurement model's update inside an answer statement (decisions 0014 and 0022): the CTEs to
 * append to a `with` list after a CTE named `ins` that returns the one stored answer (id, student_id,
 * school_id, question_id, is_correct, answered_at, attempt, assignment_id: null for practice). A first
 * attempt moves the student's topic and strand measures in the answer's own transaction and round trip,
 * and appends the question's step to `question_measure_steps`, which the fold
 * (question-calibration.ts) adds to the question's difficulty every few seconds. The arithmetic is the
 * migration's rasch_* functions (one expression each, inlined by the planner), the SQL twin of
 * `rasch.ts` and `MeasureBook.record` (same priors, drift and opponents; measurement-sql.api.test.ts
 * compares them).
 *
 * The student's opponent is the question's bank difficulty (`difficultyPrior`, variance 0.5), never its
 * calibrated belief (decision 0057): a question a class answers in one week would otherwise take up
 * that class's growth as the question looking easier. So the statement reads no question_measures row.
 * Only rows of this student are updated, so answers wait for no one else's. The question's own belief
 * still learns, from the steps the fold applies (decision 0022); students answering one question at
 * once never queue on its row (issue 24). A student measure that exists is updated (`update …
 * from m_src`); one that did not is inserted from its prior (`on conflict do nothing`: the student's own
 * answers come one at a time, so the conflict is a resent answer racing itself). Update and insert, not
 * one upsert, because an upsert's `set` can reach m_src only through scalar subqueries, which stop the
 * planner inlining the functions (an upsert version cost about 2 ms more per answer on PostgreSQL).
 */
export const MEASURE_UPDATE_CTES: SQL = sql.raw(`m_src as (
  select ins.id as answer_id, case when ins.assignment_id is null then 1 else 0 end as source,
    ins.student_id, ins.school_id, ins.question_id, ins.is_correct, ins.answered_at, qn.topic_unit_id, tu.strand,
    ss.student_id is not null as has_strand, tm.student_id is not null as has_topic,
    qn.difficulty - 2 + 0.5 * (qn.year_group - 7) as b,
    0.5::float8 as bv,
    coalesce(ss.ability, 0.5 * ((${STUDENT_YEAR_SQL}) - 7), 0) as sa,
    coalesce(rasch_drift(ss.variance, ss.measured_at, ins.answered_at), 1.5) as sv,
    coalesce(tm.ability, ss.ability, 0.5 * ((${STUDENT_YEAR_SQL}) - 7), 0) as ta,
    coalesce(rasch_drift(tm.variance, tm.measured_at, ins.answered_at),
      least(1.5, rasch_drift(ss.variance, ss.measured_at, ins.answered_at) + 0.5), 1.5) as tv
  from ins
  join questions qn on qn.id = ins.question_id
  join topic_units tu on tu.id = qn.topic_unit_id
  left join student_strand_measures ss on ss.student_id = ins.student_id and ss.strand = tu.strand
  left join student_topic_measures tm on tm.student_id = ins.student_id and tm.topic_unit_id = qn.topic_unit_id
  where ins.attempt = 1
), ${studentMeasureCtes('topic')}, ${studentMeasureCtes('strand')}, m_question_step as (
  insert into question_measure_steps (question_id, source, answer_id, ability, ability_variance, is_correct, answered_at)
  select question_id, source, answer_id, ta, tv, is_correct, answered_at from m_src
  returning 1
)`);
