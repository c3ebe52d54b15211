import type { AssignmentKind, AssignmentStatusGroup, FeedbackMode } from '@mathsight/contract/assignments.ts';
import { SCHOOL_TIME_ZONE } from '@mathsight/contract/assignments.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { toDate } from '../shared/to-date.ts';

/**
 * The work list statement both the plan (its pages) and set work (one assignment's detail after a
 * write) read: neutral, so neither module reaches into the other's repository.
 */

/** The plan list's filters, already checked by the service. */
export interface ListOptions {
  schoolId: number;
  now: Date;
  tab?: AssignmentStatusGroup;
  kind?: AssignmentKind;
  /** Work set for any of these classes. */
  groupIds?: number[];
  /** Only these assignments (a detail read). */
  assignmentIds?: number[];
  /** Work open at some moment of this school day (YYYY-MM-DD). */
  quizDate?: string;
  words?: string[];
  sort: { field: 'EndDate' | 'StartDate' | 'Name' | 'CreatedAt'; descending: boolean };
  skip: number;
  take: number;
  /** Count only students set the work through this class (homework insights for one class). */
  statsGroupId?: number;
}

export interface AssignmentRow {
  id: number;
  schoolId: number;
  kind: AssignmentKind;
  name: string;
  quizId: number | null;
  schemeQuizId: number | null;
  templateSlug: string | null;
  startDate: Date;
  endDate: Date;
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
  createdByTeacherId: number | null;
  createdAt: Date;
  updatedAt: Date;
  groups: Array<{ groupId: number; code: string }>;
  studentCount: number;
  startedCount: number;
  completedCount: number;
  answeredCount: number;
  correctCount: number;
  questionCount: number;
}

/** A page of the school's work with classes and counts, and the total: one query (two when paging past the end). */
export async function listAssignments(
  db: Db,
  o: ListOptions,
): Promise<{ rows: AssignmentRow[]; total: number }> {
  const result = await db.execute<RawRow>(planListSql(o));
  const rows = result.rows.map(toAssignmentRow);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && o.skip > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from assignments a where ${whereOf(o)}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { rows, total };
}

/**
 * The plan list's page in one statement: filter and order the school's work on
 * assignments_school_end_idx, cut the page (the total comes from a window count), then add each
 * row's classes and counts through lateral subqueries over the page's rows only. Exported so the
 * benchmark runs the very same statement directly.
 */
export function planListSql(o: ListOptions): SQL {
  const where = whereOf(o);
  const order = orderOf(o.sort, 'a');
  const outerOrder = orderOf(o.sort, 'p');
  const statsGroup = o.statsGroupId === undefined ? sql`` : sql` and s.group_id = ${o.statsGroupId}`;
  return sql`with p as (
  select a.id, a.school_id, a.kind, a.name, a.quiz_id, a.scheme_quiz_id, a.template_slug,
    a.start_date, a.end_date, a.feedback_mode, a.ask_confidence, a.created_by_teacher_id,
    a.created_at, a.updated_at, (count(*) over ())::int as total
  from assignments a
  where ${where}
  order by ${order}
  limit ${o.take} offset ${o.skip}
)
select p.*,
  coalesce(gr.groups, '[]'::json) as groups,
  st.student_count, st.started_count, st.completed_count, st.answered_count, st.correct_count,
  qu.question_count
from p
left join lateral (
  select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id) as groups
  from assignment_groups ag join groups g on g.id = ag.group_id
  where ag.assignment_id = p.id
) gr on true
left join lateral (
  select count(*)::int as student_count,
    count(s.started_at)::int as started_count,
    count(s.completed_at)::int as completed_count,
    coalesce(sum(s.answered_count), 0)::int as answered_count,
    coalesce(sum(s.correct_count), 0)::int as correct_count
  from assignment_students s
  where s.assignment_id = p.id${statsGroup}
) st on true
left join lateral (
  select count(*)::int as question_count from assignment_questions q where q.assignment_id = p.id
) qu on true
order by ${outerOrder}`;
}

function whereOf(o: ListOptions): SQL {
  const now = sql`${o.now.toISOString()}::timestamptz`;
  const parts: SQL[] = [sql`a.school_id = ${o.schoolId}`];
  if (o.tab === 'Upcoming') parts.push(sql`a.end_date > ${now}`);
  if (o.tab === 'Done') parts.push(sql`a.end_date <= ${now}`);
  if (o.kind) parts.push(sql`a.kind = ${o.kind}`);
  if (o.assignmentIds) parts.push(sql`a.id in ${o.assignmentIds}`);
  if (o.groupIds) {
    parts.push(
      o.groupIds.length
        ? sql`exists (select 1 from assignment_groups f where f.assignment_id = a.id and f.group_id in ${o.groupIds})`
        : sql`false`,
    );
  }
  if (o.quizDate) {
    // A school day in school time: [midnight, next midnight) in Europe/London, whatever the season.
    const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);
    parts.push(sql`a.start_date < ((${o.quizDate}::date + 1)::timestamp at time zone ${zone})`);
    parts.push(sql`a.end_date > (${o.quizDate}::date::timestamp at time zone ${zone})`);
  }
  for (const word of o.words ?? []) parts.push(sql`a.name ilike ${`%${escapeLike(word)}%`}`);
  return sql.join(parts, sql` and `);
}

function orderOf(sort: ListOptions['sort'], alias: 'a' | 'p'): SQL {
  const column = { EndDate: 'end_date', StartDate: 'start_date', Name: 'name', CreatedAt: 'created_at' }[
    sort.field
  ];
  const direction = sort.descending ? 'desc' : 'asc';
  // Whitelisted names only, so sql.raw is safe; the id breaks ties so pages never overlap.
  return sql.raw(`${alias}.${column} ${direction}, ${alias}.id ${direction}`);
}

type RawRow = {
  id: number;
  school_id: number;
  kind: AssignmentKind;
  name: string;
  quiz_id: number | null;
  scheme_quiz_id: number | null;
  template_slug: string | null;
  start_date: Date | string;
  end_date: Date | string;
  feedback_mode: FeedbackMode;
  ask_confidence: boolean;
  created_by_teacher_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  total: number;
  groups: Array<{ groupId: number; code: string }>;
  student_count: number;
  started_count: number;
  completed_count: number;
  answered_count: number;
  correct_count: number;
  question_count: number;
};

function toAssignmentRow(r: RawRow): AssignmentRow {
  return {
    id: r.id,
    schoolId: r.school_id,
    kind: r.kind,
    name: r.name,
    quizId: r.quiz_id,
    schemeQuizId: r.scheme_quiz_id,
    templateSlug: r.template_slug,
    startDate: toDate(r.start_date),
    endDate: toDate(r.end_date),
    feedbackMode: r.feedback_mode,
    askConfidence: r.ask_confidence,
    createdByTeacherId: r.created_by_teacher_id,
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    groups: r.groups,
    studentCount: r.student_count,
    startedCount: r.started_count,
    completedCount: r.completed_count,
    answeredCount: r.answered_count,
    correctCount: r.correct_count,
    questionCount: r.question_count,
  };
}

/** Words typed into a search are matched literally: % and _ are not wildcards here. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
