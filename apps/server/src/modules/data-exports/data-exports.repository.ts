import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Set work's answers (`student_answers`, first attempts and retries) or independent practice's (`practice_answers`). */
export type AnswerSource = 'work' | 'practice';

/** Whose answers: the school's, or those of one class's students (its members now). */
export interface AnswerScope {
  schoolId: number;
  groupId: number | null;
}

/** School days (Europe/London, YYYY-MM-DD), both included. */
export interface SchoolDayRange {
  from: string;
  to: string;
}

/**
 * Where a batch ended, in the export's order (answered at, set work before practice, id): the next batch
 * starts after it. `answeredAt` is the database's own text for the instant, so no microsecond is lost
 * on the way back (a JavaScript Date keeps milliseconds only, and would repeat or skip answers).
 */
export interface AnswerKey {
  answeredAt: string;
  source: AnswerSource;
  id: number;
}

/** A student as the CSV names them: read once per export, however many of their answers it holds. */
export interface ExportPerson {
  studentId: number;
  firstName: string;
  lastName: string;
  /** Null when none is held, or the student's account was deleted (GDPR). */
  upn: string | null;
  /** The student's classes now (not archived), by code: practice's class column. */
  classes: string | null;
  /** The youngest year group of those classes. */
  yearGroup: string | null;
}

/** One answer with everything its CSV row shows but the student's own details (ExportPerson). */
export interface AnswerExportRow {
  key: AnswerKey;
  /** When, in whole seconds since 1970 (UTC): the CSV writes it in UK time. */
  answeredAtSeconds: number;
  studentId: number;
  /** Set work: the class the student was set it through; null for practice (the person's classes). */
  workClassName: string | null;
  workId: number | null;
  workName: string | null;
  workKind: string | null;
  /** Practice: the topic the student chose to practise (null for set work). */
  practiceTopic: string | null;
  questionId: number;
  topic: string;
  strand: string;
  letter: string;
  /** The letter marked right, after any teacher's mark correction for this work. */
  rightLetter: string | null;
  isCorrect: boolean;
  misconception: string | null;
  attempt: number;
  timeTakenMs: number;
  confidence: number | null;
}

/** A type, not an interface: drizzle's execute wants a row type with an index signature. */
type RawAnswerRow = {
  source: number;
  id: number;
  after_at: string;
  answered_epoch: number;
  student_id: number;
  work_class_name: string | null;
  work_id: number | null;
  work_name: string | null;
  work_kind: string | null;
  practice_topic: string | null;
  question_id: number;
  topic: string;
  strand: string;
  letter: string;
  right_letter: string | null;
  is_correct: boolean;
  misconception: string | null;
  attempt: number;
  time_taken_ms: number;
  confidence: number | null;
};

/** Set work sorts before practice at the same instant (the `source` column's 0 and 1). */
const SOURCE_RANK: Record<AnswerSource, number> = { work: 0, practice: 1 };
const LARGEST_ID = 2_147_483_647;

/**
 * The id a table's rows must pass at the key's own instant to come after the key: the key's id in its
 * own table; none of a table sorted before it (the largest id); all of a table sorted after it (0).
 */
function idBound(table: AnswerSource, after: AnswerKey): number {
  const order = SOURCE_RANK[table] - SOURCE_RANK[after.source];
  return order === 0 ? after.id : order < 0 ? LARGEST_ID : 0;
}

/**
 * The rows of one answer table a batch may take: the school's, in the range (school days, Europe/London:
 * from the first day's midnight to the midnight after the last), after the key, of the class's students.
 * Read in (answered_at, id) order from `<table>_school_answered_idx` (school_id, answered_at, id).
 */
function answersOf(
  alias: 'a' | 'p',
  table: AnswerSource,
  scope: AnswerScope,
  range: SchoolDayRange,
  after: AnswerKey | null,
): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql.join(
    [
      sql`${column('school_id')} = ${scope.schoolId}`,
      sql`${column('answered_at')} >= (${range.from}::date::timestamp at time zone 'Europe/London')`,
      sql`${column('answered_at')} < ((${range.to}::date + 1)::timestamp at time zone 'Europe/London')`,
      ...(after
        ? [
            sql`(${column('answered_at')}, ${column('id')}) > (${after.answeredAt}::timestamptz, ${idBound(table, after)}::int)`,
          ]
        : []),
      ...(scope.groupId === null
        ? []
        : [
            sql`${column('student_id')} in (select gs.student_id from group_students gs where gs.group_id = ${scope.groupId})`,
          ]),
    ],
    sql` and `,
  );
}

/**
 * The transaction CSV's reads (issue 26 point 2): the answers of a range a batch at a time, by keyset
 * (never an offset, never all at once), so an export of millions of answers holds one batch in memory on
 * either engine and leaves the connection free between batches (PGlite has only one).
 */
export class DataExportsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The next `limit` answers after `after` (from the start when null), oldest first: set work's and
   * practice's merged by (answered at, source, id). Each table gives at most `limit` rows in its index
   * order and the merge keeps the first `limit`, so a batch reads at most twice what it returns.
   */
  async answerBatch(
    scope: AnswerScope,
    range: SchoolDayRange,
    after: AnswerKey | null,
    limit: number,
  ): Promise<AnswerExportRow[]> {
    const result = await this.db.execute<RawAnswerRow>(sql`with batch as (
  (select 0 as source, a.id, a.answered_at, a.student_id, a.assignment_id as work_id, null::int as session_id,
     a.question_id, a.letter, a.is_correct, a.misconception_id, a.attempt, a.time_taken_ms, a.confidence
   from student_answers a
   where ${answersOf('a', 'work', scope, range, after)}
   order by a.answered_at, a.id
   limit ${limit})
  union all
  (select 1, p.id, p.answered_at, p.student_id, null::int, p.quiz_session_id,
     p.question_id, p.letter, p.is_correct, p.misconception_id, 1, p.time_taken_ms, p.confidence
   from practice_answers p
   where ${answersOf('p', 'practice', scope, range, after)}
   order by p.answered_at, p.id
   limit ${limit})
  order by answered_at, source, id
  limit ${limit}
)
select b.source, b.id, b.answered_at::text as after_at, floor(extract(epoch from b.answered_at))::float8 as answered_epoch,
  b.student_id, wg.code as work_class_name,
  b.work_id, w.name as work_name, w.kind as work_kind, pt.name as practice_topic,
  b.question_id, tu.name as topic, tu.strand, b.letter,
  coalesce(mc.correct_letter, ra.letter) as right_letter,
  b.is_correct, m.name as misconception, b.attempt, b.time_taken_ms, b.confidence
from batch b
join questions q on q.id = b.question_id
join topic_units tu on tu.id = q.topic_unit_id
-- The bank's one right option (content/validate.ts: exactly one per question), unless the teacher corrected it.
left join question_answers ra on ra.question_id = b.question_id and ra.is_correct
left join misconceptions m on m.id = b.misconception_id
left join assignments w on w.id = b.work_id
left join assignment_students ast on ast.assignment_id = b.work_id and ast.student_id = b.student_id
left join groups wg on wg.id = ast.group_id
left join mark_corrections mc on mc.assignment_id = b.work_id and mc.question_id = b.question_id
left join quiz_sessions qs on qs.id = b.session_id
left join topic_units pt on pt.id = qs.topic_unit_id
order by b.answered_at, b.source, b.id`);
    return result.rows.map(toAnswerExportRow);
  }

  /**
   * The students' names, UPNs, classes and year group, by primary key: asked once per export for the
   * students a batch brings that earlier batches did not (a school's few thousand at most), instead of
   * once per batch or per row.
   */
  async people(schoolId: number, studentIds: number[]): Promise<ExportPerson[]> {
    if (studentIds.length === 0) return [];
    const result = await this.db.execute<{
      student_id: number;
      first_name: string;
      last_name: string;
      upn: string | null;
      classes: string | null;
      year_group: string | null;
    }>(sql`select s.id as student_id, u.first_name, u.last_name,
  case when u.deleted_at is null then s.upn end as upn,
  (select cy.name from group_students gs
     join groups g on g.id = gs.group_id and not g.is_archived
     join group_year_groups gy on gy.group_id = gs.group_id
     join country_year_groups cy on cy.id = gy.country_year_group_id
   where gs.student_id = s.id
   order by cy.position
   limit 1) as year_group,
  (select string_agg(g.code, ', ' order by g.code) from group_students gs
     join groups g on g.id = gs.group_id and not g.is_archived
   where gs.student_id = s.id) as classes
from students s
join users u on u.id = s.user_id
where s.id = any(${`{${studentIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) and s.school_id = ${schoolId}`);
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
      upn: r.upn,
      classes: r.classes,
      yearGroup: r.year_group,
    }));
  }
}

function toAnswerExportRow(r: RawAnswerRow): AnswerExportRow {
  const source: AnswerSource = r.source === 0 ? 'work' : 'practice';
  return {
    key: { answeredAt: r.after_at, source, id: r.id },
    answeredAtSeconds: r.answered_epoch,
    studentId: r.student_id,
    workClassName: r.work_class_name,
    workId: r.work_id,
    workName: r.work_name,
    workKind: r.work_kind,
    practiceTopic: r.practice_topic,
    questionId: r.question_id,
    topic: r.topic,
    strand: r.strand,
    letter: r.letter,
    rightLetter: r.right_letter,
    isCorrect: r.is_correct,
    misconception: r.misconception,
    attempt: r.attempt,
    timeTakenMs: r.time_taken_ms,
    confidence: r.confidence,
  };
}
