import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedTimeSql, practiceCountsAsWorkSql, weekStartSql } from './effort-rollup-sql.ts';

/**
 * Rebuilds `student_effort_weeks` (decision 0016) for one school, or every school, from what is
 * stored: set work's answers and practice answers (questions answered, retries, capped time), set
 * work handed in (`assignment_students.completed_at`) and practice sessions finished with enough
 * answers. One transaction: the table is locked (EXCLUSIVE: reads go on, the answer statements wait),
 * the rows deleted, and one grouped insert … select writes them again, so an answer stored meanwhile
 * is counted once, after the rebuild commits.
 */
export async function rebuildEffort(db: Db, options: { schoolId?: number }): Promise<void> {
  const only = (alias: string): SQL =>
    options.schoolId === undefined ? sql`true` : sql`${sql.raw(alias)}.school_id = ${options.schoolId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table student_effort_weeks in exclusive mode`);
    await tx.execute(
      options.schoolId === undefined
        ? sql`delete from student_effort_weeks`
        : sql`delete from student_effort_weeks where school_id = ${options.schoolId}`,
    );
    await tx.execute(sql`insert into student_effort_weeks (student_id, school_id, week_start, questions_answered,
  retries, time_on_task_ms, work_completed)
select student_id, school_id, week_start, sum(questions)::int, sum(retries)::int, sum(ms)::bigint, sum(work)::int
from (
  select sa.student_id, sa.school_id, ${sql.raw(weekStartSql('sa.answered_at'))} as week_start,
    (sa.attempt = 1)::int as questions, (sa.attempt > 1)::int as retries,
    ${sql.raw(cappedTimeSql('sa.time_taken_ms'))} as ms, 0 as work
  from student_answers sa where ${only('sa')}
  union all
  select pa.student_id, pa.school_id, ${sql.raw(weekStartSql('pa.answered_at'))}, 1, 0,
    ${sql.raw(cappedTimeSql('pa.time_taken_ms'))}, 0
  from practice_answers pa where ${only('pa')}
  union all
  select st.student_id, st.school_id, ${sql.raw(weekStartSql('st.completed_at'))}, 0, 0, 0, 1
  from assignment_students st where st.completed_at is not null and ${only('st')}
  union all
  select qs.student_id, qs.school_id, ${sql.raw(weekStartSql('qs.finished_at'))}, 0, 0, 0, 1
  from quiz_sessions qs where qs.finished_at is not null and ${sql.raw(practiceCountsAsWorkSql('qs'))} and ${only('qs')}
) e
group by student_id, school_id, week_start`);
  });
}
