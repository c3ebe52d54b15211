import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EXPECTED, LABEL } from '../../measurement/labels-sql.ts';
import { type ReportClass, reportClasses } from '../../reporting/report-classes-sql.ts';
import { CLASS_TOPIC_WEEKS } from '../../reporting/school/school-report-sources-sql.ts';

export type { ReportClass } from '../../reporting/report-classes-sql.ts';

/** Per class or per year group: students, those who answered the topic in the window, their labels. */
export interface StudentFigures {
  kind: 'class' | 'year';
  id: number;
  students: number;
  answered: number;
  secure: number;
  developing: number;
  notYet: number;
  notEnough: number;
}

/** One of a class's or year group's three most chosen misconceptions in the topic. */
export interface ChosenMisconception {
  kind: 'class' | 'year';
  id: number;
  misconceptionId: number;
  name: string;
  students: number;
}

/** An integer array as one parameter (drizzle would spread a JS array into a row). */
const intArray = (xs: ReadonlyArray<number | null>) =>
  sql`${`{${xs.map((x) => (x === null ? 'NULL' : String(Math.trunc(x)))).join(',')}}`}::int[]`;

/** The window's first Monday as the instant it began in London. */
const since = (from: string) => sql`(${from}::timestamp at time zone 'Europe/London')`;

/** The classes as a row source (group_id, position, year_group_id) to join on. */
const classRows = (classes: readonly ReportClass[]) => sql`select * from unnest(
  ${intArray(classes.map((c) => c.groupId))}, ${intArray(classes.map((c) => c.year))},
  ${intArray(classes.map((c) => c.yearGroupId))}) as c(group_id, position, year_group_id)`;

/** The classes' students on the roll (archived ones left out), each with their class's year. */
const rollOf = (classes: readonly ReportClass[]): SQL => sql`select cls.group_id, cls.position,
  cls.year_group_id, gs.student_id
from (${classRows(classes)}) cls
join group_students gs on gs.group_id = cls.group_id
join students s on s.id = gs.student_id and not s.is_archived`;

/**
 * Topic insights' statements (issue 26). Answers come from the school report's rollup
 * (report_class_topic_weeks with its waiting deltas, by the topic's index), students from the classes'
 * rolls and their topic measures (one row per student by primary key), and the misconceptions from the
 * student page's rollup (student_misconceptions, by primary key): never a scan of the answers.
 */
export class TopicReportsRepository {
  constructor(private readonly db: Db) {}

  /** The school's classes that are not archived, by year then code. */
  classes(schoolId: number): Promise<ReportClass[]> {
    return reportClasses(this.db, schoolId);
  }

  /** Every topic the school answered since `from` (first attempts, practice too), with its answers. */
  async answeredTopics(schoolId: number, from: string) {
    const result = await this.db.execute<{
      topic_unit_id: number;
      name: string;
      strand: string;
      answers: number;
    }>(sql`select t.topic_unit_id, tu.name, tu.strand, t.answers
from (
  select topic_unit_id, sum(answers)::int as answers from ${CLASS_TOPIC_WEEKS} r
  where r.school_id = ${schoolId} and r.week_start >= ${from}::date
  group by topic_unit_id
) t
join topic_units tu on tu.id = t.topic_unit_id`);
    return result.rows.map((r) => ({
      topicUnitId: r.topic_unit_id,
      name: r.name,
      strand: r.strand,
      answers: r.answers,
    }));
  }

  async topicUnit(topicUnitId: number) {
    const result = await this.db.execute<{ id: number; name: string; strand: string }>(
      sql`select id, name, strand from topic_units where id = ${topicUnitId}`,
    );
    const r = result.rows[0];
    return r ? { topicUnitId: r.id, name: r.name, strand: r.strand } : null;
  }

  /** First attempts and right ones per class in one topic since `from` (report_class_topic_weeks_topic_idx). */
  async classAnswers(schoolId: number, topicUnitId: number, from: string) {
    const result = await this.db.execute<{ group_id: number; answers: number; correct: number }>(sql`select
  group_id, sum(answers)::int as answers, sum(correct)::int as correct
from ${CLASS_TOPIC_WEEKS} r
where r.school_id = ${schoolId} and r.topic_unit_id = ${topicUnitId} and r.week_start >= ${from}::date
group by group_id`);
    return result.rows.map((r) => ({ groupId: r.group_id, answers: r.answers, correct: r.correct }));
  }

  /**
   * Per class and per year group (a student once however many of its classes they are in): students
   * on the roll, those whose topic measure learnt from an answer since `from`, and the measures by
   * label against the year's expected level ('n' for a student without one), summed in SQL.
   */
  async studentFigures(classes: readonly ReportClass[], topicUnitId: number, from: string) {
    if (classes.length === 0) return [];
    const result = await this.db.execute<{
      kind: 'class' | 'year';
      id: number;
      students: number;
      answered: number;
      secure: number;
      developing: number;
      not_yet: number;
      not_enough: number;
    }>(sql`with st as (
  select r.group_id, r.year_group_id, r.student_id,
    coalesce(m.measured_at >= ${since(from)}, false) as answered,
    case when m.student_id is null then 'n' else ${sql.raw(LABEL('m', EXPECTED('r.position')))} end as label
  from (${rollOf(classes)}) r
  left join student_topic_measures m on m.student_id = r.student_id and m.topic_unit_id = ${topicUnitId}
), per_year as (
  select distinct on (year_group_id, student_id) * from st where year_group_id is not null
  order by year_group_id, student_id
)
select 'class' as kind, group_id as id, count(*)::int as students, count(*) filter (where answered)::int as answered,
  count(*) filter (where label = 's')::int as secure, count(*) filter (where label = 'd')::int as developing,
  count(*) filter (where label = 'y')::int as not_yet, count(*) filter (where label = 'n')::int as not_enough
from st group by group_id
union all
select 'year', year_group_id, count(*)::int, count(*) filter (where answered)::int,
  count(*) filter (where label = 's')::int, count(*) filter (where label = 'd')::int,
  count(*) filter (where label = 'y')::int, count(*) filter (where label = 'n')::int
from per_year group by year_group_id`);
    return result.rows.map(
      (r): StudentFigures => ({
        kind: r.kind,
        id: r.id,
        students: r.students,
        answered: r.answered,
        secure: r.secure,
        developing: r.developing,
        notYet: r.not_yet,
        notEnough: r.not_enough,
      }),
    );
  }

  /**
   * Each class's and year group's most chosen misconceptions of the topic (those its questions' wrong
   * options carry): students who answered the topic since `from` and held the misconception since then
   * (student_misconceptions.last_held_at), counted once each, the first `limit` by students then id.
   */
  async chosenMisconceptions(
    classes: readonly ReportClass[],
    topicUnitId: number,
    from: string,
    limit: number,
  ): Promise<ChosenMisconception[]> {
    if (classes.length === 0) return [];
    const result = await this.db.execute<{
      kind: 'class' | 'year';
      id: number;
      misconception_id: number;
      name: string;
      students: number;
    }>(sql`with topic_misconceptions as (
  select distinct unnest(qa.misconception_ids) as misconception_id
  from questions q join question_answers qa on qa.question_id = q.id
  where q.topic_unit_id = ${topicUnitId}
), answered as (
  select r.group_id, r.year_group_id, r.student_id
  from (${rollOf(classes)}) r
  join student_topic_measures m on m.student_id = r.student_id and m.topic_unit_id = ${topicUnitId}
  where m.measured_at >= ${since(from)}
), held as (
  select a.group_id, a.year_group_id, a.student_id, sm.misconception_id
  from answered a
  join student_misconceptions sm on sm.student_id = a.student_id
  where sm.misconception_id in (select misconception_id from topic_misconceptions)
    and sm.last_held_at >= ${since(from)}
), counted as (
  select 'class' as kind, group_id as id, misconception_id, count(*)::int as students
  from held group by group_id, misconception_id
  union all
  select 'year', year_group_id, misconception_id, count(distinct student_id)::int
  from held where year_group_id is not null group by year_group_id, misconception_id
), ranked as (
  select c.*, row_number() over (partition by c.kind, c.id order by c.students desc, c.misconception_id) as place
  from counted c
)
select r.kind, r.id, r.misconception_id, m.name, r.students
from ranked r join misconceptions m on m.id = r.misconception_id
where r.place <= ${limit}
order by r.kind, r.id, r.place`);
    return result.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      misconceptionId: r.misconception_id,
      name: r.name,
      students: r.students,
    }));
  }
}
