import { type SQL, sql } from 'drizzle-orm';

/**
 * A student's year for the prior of their first measures (priors.ts `abilityPrior`): the lowest year
 * group of their classes; a year group's position is the GB year (Reception 0, Year 8 8). Expects
 * `ins.student_id` in scope; null when no class names a year.
 */
const STUDENT_YEAR_SQL = `select min(cy.position) as year from group_students gs
    join group_year_groups gy on gy.group_id = gs.group_id
    join country_year_groups cy on cy.id = gy.country_year_group_id
    where gs.student_id = ins.student_id`;

/**
 * The measurement model's update inside an answer statement (decision 0014): the CTEs to append to a
 * `with` list after a CTE named `ins` that returns the one stored answer (student_id, school_id,
 * question_id, is_correct, answered_at, attempt). A first attempt moves the student's topic and strand
 * measures and the question's difficulty: three upserts, no extra round trip, in the answer's own
 * transaction. The arithmetic is the migration's rasch_* functions, the SQL twin of `rasch.ts` and
 * `MeasureBook.record` (same priors, drift and opponents; measurement-sql.api.test.ts compares them).
 *
 * The beliefs are read once (`m_src`, the statement's snapshot) for the opponent's side; each upsert's
 * own side is recomputed from the row it locks (`on conflict do update` sees the latest committed
 * version), so a class answering one question at the same moment loses none of its updates.
 * One answer per statement: the `set` clauses read `m_src` as scalars.
 */
export const MEASURE_UPDATE_CTES: SQL = sql.raw(`m_src as (
  select ins.student_id, ins.school_id, ins.question_id, ins.is_correct, ins.answered_at, qn.topic_unit_id, tu.strand,
    coalesce(qm.difficulty, qn.difficulty - 2 + 0.5 * (qn.year_group - 7)) as b,
    coalesce(qm.variance, 0.5) as bv,
    coalesce(ss.ability, 0.5 * (sy.year - 7), 0) as sa,
    coalesce(rasch_drift(ss.variance, ss.measured_at, ins.answered_at), 1.5) as sv,
    coalesce(tm.ability, ss.ability, 0.5 * (sy.year - 7), 0) as ta,
    coalesce(rasch_drift(tm.variance, tm.measured_at, ins.answered_at),
      least(1.5, rasch_drift(ss.variance, ss.measured_at, ins.answered_at) + 0.5), 1.5) as tv
  from ins
  join questions qn on qn.id = ins.question_id
  join topic_units tu on tu.id = qn.topic_unit_id
  left join question_measures qm on qm.question_id = ins.question_id
  left join student_strand_measures ss on ss.student_id = ins.student_id and ss.strand = tu.strand
  left join student_topic_measures tm on tm.student_id = ins.student_id and tm.topic_unit_id = qn.topic_unit_id
  left join lateral (${STUDENT_YEAR_SQL}) sy on true
  where ins.attempt = 1
), m_topic as (
  insert into student_topic_measures as m (student_id, topic_unit_id, school_id, ability, variance, answer_count, measured_at)
  select student_id, topic_unit_id, school_id, ta + rasch_shift(tv, ta - b, bv, is_correct),
    rasch_variance(tv, ta - b, bv), 1, answered_at
  from m_src
  on conflict (student_id, topic_unit_id) do update set
    ability = m.ability + rasch_shift(rasch_drift(m.variance, m.measured_at, excluded.measured_at),
      m.ability - (select b from m_src), (select bv from m_src), (select is_correct from m_src)),
    variance = rasch_variance(rasch_drift(m.variance, m.measured_at, excluded.measured_at),
      m.ability - (select b from m_src), (select bv from m_src)),
    answer_count = m.answer_count + 1,
    measured_at = greatest(m.measured_at, excluded.measured_at)
  returning 1
), m_strand as (
  insert into student_strand_measures as m (student_id, strand, school_id, ability, variance, answer_count, measured_at)
  select student_id, strand, school_id, sa + rasch_shift(sv, sa - b, bv, is_correct),
    rasch_variance(sv, sa - b, bv), 1, answered_at
  from m_src
  on conflict (student_id, strand) do update set
    ability = m.ability + rasch_shift(rasch_drift(m.variance, m.measured_at, excluded.measured_at),
      m.ability - (select b from m_src), (select bv from m_src), (select is_correct from m_src)),
    variance = rasch_variance(rasch_drift(m.variance, m.measured_at, excluded.measured_at),
      m.ability - (select b from m_src), (select bv from m_src)),
    answer_count = m.answer_count + 1,
    measured_at = greatest(m.measured_at, excluded.measured_at)
  returning 1
), m_question as (
  insert into question_measures as m (question_id, difficulty, variance, answer_count, measured_at)
  select question_id, b - rasch_shift(bv, ta - b, tv, is_correct), rasch_variance(bv, ta - b, tv), 1, answered_at
  from m_src
  on conflict (question_id) do update set
    difficulty = m.difficulty - rasch_shift(m.variance, (select ta from m_src) - m.difficulty,
      (select tv from m_src), (select is_correct from m_src)),
    variance = rasch_variance(m.variance, (select ta from m_src) - m.difficulty, (select tv from m_src)),
    answer_count = m.answer_count + 1,
    measured_at = greatest(m.measured_at, excluded.measured_at)
  returning 1
)`);
