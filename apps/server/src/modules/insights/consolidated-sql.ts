import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { type SQL, sql } from 'drizzle-orm';

/** The /check page's one statement and the raw shapes it returns. */

export type ConsolidatedWorkRaw = {
  assignmentId: number;
  kind: AssignmentKind;
  name: string;
  startDate: string;
  endDate: string;
  groups: Array<{ groupId: number; code: string }>;
  studentCount: number;
  startedCount: number;
  completedCount: number;
  answeredCount: number;
  correctCount: number;
  questionCount: number;
};
export type ConsolidatedQuestionRaw = {
  assignmentId: number;
  questionId: number;
  sequence: number;
  stem: string;
  answeredCount: number;
  wrongCount: number;
  commonWrongLetter: OptionLetter | null;
  commonMisconceptionId: number | null;
  commonMisconceptionName: string | null;
};
export type ConsolidatedMisconceptionRaw = {
  misconceptionId: number;
  name: string;
  description: string;
  howToFix: string;
  studentCount: number;
  assignmentIds: number[];
};

/** At most this many pieces of open work, and as many of ended work, in recent work. */
export const RECENT_WORK_EACH = 30;

export function consolidatedSql(o: { schoolId: number; groupIds: number[]; from: Date; now: Date }): SQL {
  const groups = o.groupIds.length ? sql`${o.groupIds}` : sql`(null)`;
  const now = o.now.toISOString();
  // Open and ended work each have their own share of the list: ordered by end date alone, thirty
  // pieces of open work would push every ended piece (the ones worth fixing) off Check and Fix.
  return sql`with started as (
  select a.id, a.kind, a.name, a.start_date, a.end_date
  from assignments a
  where a.school_id = ${o.schoolId}
    and a.end_date >= ${o.from.toISOString()}::timestamptz
    and a.start_date <= ${now}::timestamptz
    and exists (select 1 from assignment_groups f where f.assignment_id = a.id and f.group_id in ${groups})
), w as (
  (select * from started where end_date > ${now}::timestamptz order by end_date desc, id desc limit ${RECENT_WORK_EACH})
  union all
  (select * from started where end_date <= ${now}::timestamptz order by end_date desc, id desc limit ${RECENT_WORK_EACH})
), st as (
  select st.* from assignment_students st join w on w.id = st.assignment_id where st.group_id in ${groups}
), ans as (
  select sa.assignment_id, sa.student_id, sa.question_id, sa.letter, sa.is_correct, sa.misconception_id
  from student_answers sa
  join st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
  where sa.attempt = 1
), qstats as (
  select ans.assignment_id, ans.question_id, count(*)::int as answered_count,
    (count(*) filter (where not ans.is_correct))::int as wrong_count
  from ans group by ans.assignment_id, ans.question_id
), top_q as (
  select * from qstats where wrong_count > 0
  -- Ranked by the share answered wrongly (issue 11: 2 of 2 wrong says more than 5 of 30), then by the count.
  order by (wrong_count::float / answered_count) desc, wrong_count desc, assignment_id desc, question_id
  limit 10
), held as (
  select ans.misconception_id, ans.assignment_id, count(distinct ans.student_id)::int as n
  from ans where ans.misconception_id is not null and not ans.is_correct
  group by ans.misconception_id, ans.assignment_id
), top_m as (
  select h.misconception_id,
    (select count(distinct a2.student_id) from ans a2 where a2.misconception_id = h.misconception_id and not a2.is_correct)::int as student_count,
    array_agg(h.assignment_id order by h.n desc, h.assignment_id desc) as assignment_ids
  from held h group by h.misconception_id
  order by 2 desc, h.misconception_id
  limit 10
)
select
  (select json_agg(json_build_object('assignmentId', w.id, 'kind', w.kind, 'name', w.name,
      'startDate', w.start_date, 'endDate', w.end_date,
      'groups', coalesce((select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
        from assignment_groups ag join groups g on g.id = ag.group_id where ag.assignment_id = w.id), '[]'::json),
      'studentCount', (select count(*) from st where st.assignment_id = w.id),
      'startedCount', (select count(st.started_at) from st where st.assignment_id = w.id),
      'completedCount', (select count(st.completed_at) from st where st.assignment_id = w.id),
      'answeredCount', (select coalesce(sum(st.answered_count), 0) from st where st.assignment_id = w.id),
      'correctCount', (select coalesce(sum(st.correct_count), 0) from st where st.assignment_id = w.id),
      'questionCount', (select count(*) from assignment_questions aq where aq.assignment_id = w.id))
    order by w.end_date desc, w.id desc) from w) as work,
  (select json_agg(json_build_object('assignmentId', t.assignment_id, 'questionId', t.question_id,
      'sequence', aq.sequence, 'stem', q.stem, 'answeredCount', t.answered_count, 'wrongCount', t.wrong_count,
      'commonWrongLetter', cw.letter, 'commonMisconceptionId', cw.misconception_id, 'commonMisconceptionName', m.name)
    order by (t.wrong_count::float / t.answered_count) desc, t.wrong_count desc, t.assignment_id desc, t.question_id)
    from top_q t
    join assignment_questions aq on aq.assignment_id = t.assignment_id and aq.question_id = t.question_id
    join questions q on q.id = t.question_id
    left join lateral (
      select ans.letter, min(ans.misconception_id) as misconception_id from ans
      where ans.assignment_id = t.assignment_id and ans.question_id = t.question_id and not ans.is_correct
      group by ans.letter order by count(*) desc, ans.letter limit 1
    ) cw on true
    left join misconceptions m on m.id = cw.misconception_id) as questions,
  (select json_agg(json_build_object('misconceptionId', m.id, 'name', m.name, 'description', m.description,
      'howToFix', m.how_to_fix, 'studentCount', tm.student_count, 'assignmentIds', tm.assignment_ids)
    order by tm.student_count desc, m.id)
    from top_m tm join misconceptions m on m.id = tm.misconception_id) as misconceptions`;
}
