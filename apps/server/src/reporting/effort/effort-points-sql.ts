import { EFFORT_POINTS } from '@mathsight/contract/effort.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { EffortWindow } from './effort-window.ts';

/**
 * Each student's effort points over a window as a subquery (student_id, points) of
 * `student_effort_weeks`, for a statement that sorts or pages by effort (the students list): the same
 * sums and points as `EffortReader` and `effortPointsOf`, written here beside them so the definition
 * stays in this folder. `studentIds` is a subquery of the school's students wanted: the primary key
 * (student_id, week_start) serves a few, the school's index (school_id, week_start) a whole school.
 */
export function effortPointsByStudentSql(schoolId: number, studentIds: SQL, window: EffortWindow): SQL {
  return sql`(select w.student_id, sum(${EFFORT_POINTS.question}::int * w.questions_answered
    + ${EFFORT_POINTS.retry}::int * w.retries + ${EFFORT_POINTS.workCompleted}::int * w.work_completed)::int as points
  from student_effort_weeks w
  where w.school_id = ${schoolId} and w.student_id = any(array(${studentIds}))
    and w.week_start >= ${window.fromWeek}::date and w.week_start < ${window.toWeek}::date
  group by w.student_id)`;
}
