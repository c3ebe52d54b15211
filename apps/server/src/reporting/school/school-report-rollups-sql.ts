import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/client.ts';

/**
 * The school, classes and group reports' rollups (decisions 0018, 0020 and 0022), as answers arrive:
 * each first attempt counts once in its class × topic × week (answers, right ones), and, when it chose a
 * misconception's option, in its class × misconception × week and its school × misconception × week.
 * The answer appends one row to `report_answer_deltas` with those keys; the fold
 * (school-report-fold.ts) adds the rows to the three rollups every few seconds, and the reports read
 * rollups and waiting rows together (school-report-sources-sql.ts). Until decision 0022 the answer added
 * itself to the three counters directly, and every answer of a class to a topic (or of a school to a
 * misconception) waited for the one before it to commit.
 * The class is the one the student was set the work through (assignment_students.group_id); practice
 * has no assignment (its `ins` gives a null assignment_id): group 0, "no class". The week is
 * Monday-start in Europe/London, as the effort rollup's.
 */
export const SCHOOL_REPORT_ROLLUP_CTES = `r_sr_delta as (
  insert into report_answer_deltas (school_id, week_start, group_id, topic_unit_id, is_correct, misconception_id)
  select ins.school_id, (date_trunc('week', ins.answered_at at time zone 'Europe/London'))::date,
    coalesce(st.group_id, 0), q.topic_unit_id, ins.is_correct, ins.misconception_id
  from ins
  join questions q on q.id = ins.question_id
  left join assignment_students st
    on st.assignment_id = ins.assignment_id and st.student_id = ins.student_id
  where ins.attempt = 1
  returning 1
)`;

/** Every first attempt of set work and practice, as the rollups key it (for the rebuild). */
const FIRST_ATTEMPTS = (schoolId: number | undefined) => sql`select sa.school_id,
  (date_trunc('week', sa.answered_at at time zone 'Europe/London'))::date as week_start,
  coalesce(st.group_id, 0) as group_id, q.topic_unit_id, sa.is_correct, sa.misconception_id
from student_answers sa
join questions q on q.id = sa.question_id
left join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
where sa.attempt = 1 and (${schoolId ?? null}::int is null or sa.school_id = ${schoolId ?? null}::int)
union all
select pa.school_id, (date_trunc('week', pa.answered_at at time zone 'Europe/London'))::date, 0,
  q.topic_unit_id, pa.is_correct, pa.misconception_id
from practice_answers pa
join questions q on q.id = pa.question_id
where ${schoolId ?? null}::int is null or pa.school_id = ${schoolId ?? null}::int`;

/**
 * Replaces the school's (or every school's) report rollups from the stored answers: set-based, one
 * statement a table, in one transaction that holds the fold's lock and drops the school's waiting
 * deltas (their answers are counted here). Like every rebuild it assumes the school is quiet.
 */
export async function rebuildSchoolReportRollups(db: Db, options: { schoolId?: number }): Promise<void> {
  const schoolId = options.schoolId;
  const ofSchool = sql`${schoolId ?? null}::int is null or school_id = ${schoolId ?? null}::int`;
  await db.transaction(async (tx) => {
    await advisoryTransactionLock(tx as unknown as Db, 'schoolReportFold', true);
    await tx.execute(sql`delete from report_answer_deltas where ${ofSchool}`);
    await tx.execute(sql`delete from report_class_topic_weeks where ${ofSchool}`);
    await tx.execute(sql`insert into report_class_topic_weeks (school_id, week_start, group_id, topic_unit_id, answers, correct)
select school_id, week_start, group_id, topic_unit_id, count(*)::int, count(*) filter (where is_correct)::int
from (${FIRST_ATTEMPTS(schoolId)}) a
group by school_id, week_start, group_id, topic_unit_id`);
    await tx.execute(sql`delete from report_misconception_weeks where ${ofSchool}`);
    await tx.execute(sql`insert into report_misconception_weeks (school_id, week_start, group_id, misconception_id, answers)
select school_id, week_start, group_id, misconception_id, count(*)::int
from (${FIRST_ATTEMPTS(schoolId)}) a
where misconception_id is not null
group by school_id, week_start, group_id, misconception_id`);
    // The school's totals are the classes' (and practice's) rows summed: the same first attempts.
    await tx.execute(sql`delete from report_school_misconception_weeks where ${ofSchool}`);
    await tx.execute(sql`insert into report_school_misconception_weeks (school_id, week_start, misconception_id, answers)
select school_id, week_start, misconception_id, sum(answers)::int
from report_misconception_weeks
where ${ofSchool}
group by school_id, week_start, misconception_id`);
  });
}
