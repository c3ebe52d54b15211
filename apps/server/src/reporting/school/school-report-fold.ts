import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/client.ts';

/** Deltas folded per transaction: a fold far behind goes in bounded pieces. */
const FOLD_BATCH = 50_000;

/**
 * Adds the waiting first attempts (report_answer_deltas, appended by the answer statements) to the
 * school report rollups and deletes them, in one statement, so a report that reads rollups and deltas
 * together (school-report-sources-sql.ts) sees each answer exactly once before, during and after a fold.
 * One folder at a time across processes and nodes (a transaction advisory lock, also taken by the
 * rebuild): without `wait`, answers null at once when another holds it. Rows of a school deleted since
 * are dropped (its rollups went with it). Answers the number of deltas folded.
 */
export async function foldSchoolReportDeltas(
  db: Db,
  options: { wait?: boolean } = {},
): Promise<number | null> {
  let total = 0;
  for (;;) {
    const folded = await db.transaction(async (tx) => {
      if (!(await advisoryTransactionLock(tx as unknown as Db, 'schoolReportFold', options.wait === true)))
        return null;
      const result = await tx.execute<{ n: number }>(sql`with d as (
  delete from report_answer_deltas
  where ctid = any(array(select ctid from report_answer_deltas limit ${FOLD_BATCH}))
  returning school_id, week_start, group_id, topic_unit_id, is_correct, misconception_id
), k as (
  select d.* from d where exists (select 1 from schools s where s.id = d.school_id)
), t as (
  insert into report_class_topic_weeks as r (school_id, week_start, group_id, topic_unit_id, answers, correct)
  select school_id, week_start, group_id, topic_unit_id, count(*)::int, (count(*) filter (where is_correct))::int
  from k group by school_id, week_start, group_id, topic_unit_id
  on conflict (school_id, week_start, group_id, topic_unit_id) do update
  set answers = r.answers + excluded.answers, correct = r.correct + excluded.correct
  returning 1
), m as (
  insert into report_misconception_weeks as r (school_id, week_start, group_id, misconception_id, answers)
  select school_id, week_start, group_id, misconception_id, count(*)::int
  from k where misconception_id is not null group by school_id, week_start, group_id, misconception_id
  on conflict (school_id, week_start, group_id, misconception_id) do update set answers = r.answers + excluded.answers
  returning 1
), s as (
  insert into report_school_misconception_weeks as r (school_id, week_start, misconception_id, answers)
  select school_id, week_start, misconception_id, count(*)::int
  from k where misconception_id is not null group by school_id, week_start, misconception_id
  on conflict (school_id, week_start, misconception_id) do update set answers = r.answers + excluded.answers
  returning 1
)
select count(*)::int as n from d`);
      return result.rows[0]?.n ?? 0;
    });
    if (folded === null) return total > 0 ? total : null;
    total += folded;
    if (folded < FOLD_BATCH) return total;
  }
}
