import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The misconceptions each student holds now and has fixed (the student page, issue 14 point 6), kept
 * in `student_misconceptions` as answers arrive. Only first attempts count, as in the measures and the
 * insights (a retry follows the feedback):
 *
 * - **held**: a wrong first attempt whose option carries the misconception
 *   (`question_answers.misconception_ids`, every belief that gives the option; decision 0015 keeps an
 *   option's tags fixed for good). times_held counts those answers; holding it again clears fixed_at.
 * - **fixed**: the first right first attempt, after the student last held it, at a question whose other
 *   options carry it (the question offered the misconception and the student did not take it).
 *
 * So the row is a function of the student's answers in time order: times_held, first and last held,
 * and fixed_at = the first such right answer after last_held_at. The live CTEs and the rebuild compute
 * exactly that (an answer stored late with an earlier time is placed by its time too, except that a
 * fix it hides cannot be recovered until the next rebuild).
 */
export const STUDENT_MISCONCEPTION_CTES = `r_sm_held as (
  select distinct ins.student_id, ins.school_id, t.id as misconception_id, ins.answered_at
  from ins
  join question_answers qa on qa.id = ins.answer_id
  cross join lateral unnest(qa.misconception_ids) as t(id)
  where ins.attempt = 1 and not ins.is_correct
), r_sm_hold as (
  insert into student_misconceptions as sm
    (student_id, school_id, misconception_id, times_held, first_held_at, last_held_at, fixed_at)
  select student_id, school_id, misconception_id, 1, answered_at, answered_at, null from r_sm_held
  on conflict (student_id, misconception_id) do update set
    times_held = sm.times_held + 1,
    first_held_at = least(sm.first_held_at, excluded.first_held_at),
    last_held_at = greatest(sm.last_held_at, excluded.last_held_at),
    fixed_at = case when sm.fixed_at > excluded.last_held_at then sm.fixed_at end
  returning 1
), r_sm_fix as (
  update student_misconceptions sm set fixed_at = ins.answered_at
  from ins
  where ins.attempt = 1 and ins.is_correct and sm.student_id = ins.student_id
    and sm.misconception_id in (
      select unnest(qa.misconception_ids) from question_answers qa
      where qa.question_id = ins.question_id and qa.id <> ins.answer_id)
    and sm.last_held_at < ins.answered_at
    and (sm.fixed_at is null or sm.fixed_at > ins.answered_at)
  returning 1
)`;

/**
 * The rollup rebuilt from the stored first attempts (set work and practice) of one school or all:
 * the same definition as the live CTEs, set-based. A right answer is expanded to the misconceptions
 * its question's other options carry (a handful each), then matched to the holds by key.
 */
export async function rebuildStudentMisconceptions(db: Db, options: { schoolId?: number }): Promise<void> {
  const school = options.schoolId ?? null;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from student_misconceptions where ${school}::int is null or school_id = ${school}::int`,
    );
    await tx.execute(sql`insert into student_misconceptions
  (student_id, school_id, misconception_id, times_held, first_held_at, last_held_at, fixed_at)
with a as (
  select student_id, school_id, question_id, answer_id, is_correct, answered_at from student_answers
  where attempt = 1 and (${school}::int is null or school_id = ${school}::int)
  union all
  select student_id, school_id, question_id, answer_id, is_correct, answered_at from practice_answers
  where ${school}::int is null or school_id = ${school}::int
), held as (
  select a.student_id, a.school_id, t.id as misconception_id, count(*)::int as times_held,
    min(a.answered_at) as first_held_at, max(a.answered_at) as last_held_at
  from a
  join question_answers qa on qa.id = a.answer_id
  cross join lateral (select distinct unnest(qa.misconception_ids) as id) t
  where not a.is_correct
  group by a.student_id, a.school_id, t.id
), tested as (
  select a.student_id, t.id as misconception_id, a.answered_at
  from a
  cross join lateral (
    select distinct unnest(qa.misconception_ids) as id from question_answers qa
    where qa.question_id = a.question_id and qa.id <> a.answer_id) t
  where a.is_correct
), fixes as (
  select h.student_id, h.misconception_id, min(t.answered_at) as fixed_at
  from held h
  join tested t on t.student_id = h.student_id and t.misconception_id = h.misconception_id
    and t.answered_at > h.last_held_at
  group by h.student_id, h.misconception_id
)
select h.student_id, h.school_id, h.misconception_id, h.times_held, h.first_held_at, h.last_held_at, f.fixed_at
from held h left join fixes f on f.student_id = h.student_id and f.misconception_id = h.misconception_id`);
  });
}
