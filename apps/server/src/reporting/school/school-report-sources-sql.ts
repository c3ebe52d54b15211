import { type SQL, sql } from 'drizzle-orm';

/**
 * The school report rollups as they stand (decision 0022): each table's folded rows and the first
 * attempts still waiting in report_answer_deltas, as one row source with the table's columns. A report
 * reads `from ${SOURCE} r where r.school_id = …` and sums as it did over the table alone; PostgreSQL
 * pushes the conditions into both halves (the deltas through their school index). A fold moves rows
 * from one half to the other in one transaction, so a statement counts each answer once.
 */

/** report_class_topic_weeks: school_id, week_start, group_id, topic_unit_id, answers, correct. */
export const CLASS_TOPIC_WEEKS: SQL = sql.raw(`(
  select school_id, week_start, group_id, topic_unit_id, answers, correct from report_class_topic_weeks
  union all
  select school_id, week_start, group_id, topic_unit_id, 1, case when is_correct then 1 else 0 end
  from report_answer_deltas
)`);

/** report_misconception_weeks: school_id, week_start, group_id, misconception_id, answers. */
export const CLASS_MISCONCEPTION_WEEKS: SQL = sql.raw(`(
  select school_id, week_start, group_id, misconception_id, answers from report_misconception_weeks
  union all
  select school_id, week_start, group_id, misconception_id, 1 from report_answer_deltas
  where misconception_id is not null
)`);

/** report_school_misconception_weeks: school_id, week_start, misconception_id, answers. */
export const SCHOOL_MISCONCEPTION_WEEKS: SQL = sql.raw(`(
  select school_id, week_start, misconception_id, answers from report_school_misconception_weeks
  union all
  select school_id, week_start, misconception_id, 1 from report_answer_deltas where misconception_id is not null
)`);
