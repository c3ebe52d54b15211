import {
  type AssignmentKind,
  type AssignmentSettings,
  type AssignmentStatusGroup,
  DEFAULT_ASSIGNMENT_SETTINGS,
  type FeedbackMode,
  SCHOOL_TIME_ZONE,
} from '@mathsight/contract/assignments.ts';
import { and, asc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentGroups,
  assignmentQuestions,
  assignmentStudents,
  assignments,
  groupStudents,
  groups,
  groupTeachers,
  questions,
  quizQuestions,
  quizzes,
  schemeQuizzes,
  schoolAssignmentSettings,
  students,
  teachers,
  topicUnits,
  users,
} from '../../db/schema.ts';
import type { SchoolAccess } from '../../policies/can.ts';

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

export interface NewAssignment {
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
  createdByTeacherId: number;
  groupIds: number[];
  students: Array<{ studentId: number; groupId: number }>;
  questions: Array<{ questionId: number; reason: string | null }>;
}

export type AssignmentChanges = Pick<
  NewAssignment,
  'name' | 'startDate' | 'endDate' | 'feedbackMode' | 'askConfidence' | 'groupIds' | 'students'
> & { questions?: NewAssignment['questions'] };

/** Every query over assignments, their classes, students and questions, and the school's settings. */
export class AssignmentsRepository {
  constructor(private readonly db: Db) {}

  /** The caller's membership of a school with the classes they teach there: one query. */
  async findAccess(userId: number, schoolId: number): Promise<SchoolAccess | null> {
    const [row] = await this.db
      .select({
        schoolId: teachers.schoolId,
        teacherId: teachers.id,
        membershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
        groupIds: sql<number[]>`coalesce(array(
          select ${groupTeachers.groupId} from ${groupTeachers} where ${groupTeachers.teacherId} = ${teachers.id}
        ), '{}')`,
      })
      .from(teachers)
      .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
    return row ?? null;
  }

  /** The school of a class (to check the caller's access), or null. */
  async findGroup(groupId: number) {
    const [row] = await this.db
      .select({ groupId: groups.id, schoolId: groups.schoolId, code: groups.code })
      .from(groups)
      .where(and(eq(groups.id, groupId), eq(groups.isArchived, false)));
    return row ?? null;
  }

  /** The classes among `groupIds` that belong to the school and are not archived. */
  findSchoolGroups(schoolId: number, groupIds: number[]) {
    return this.db
      .select({ groupId: groups.id, code: groups.code })
      .from(groups)
      .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, groupIds), eq(groups.isArchived, false)));
  }

  /** Active students of these classes, each with the lowest of their classes among them. */
  studentsOfGroups(groupIds: number[]) {
    return this.db
      .select({ studentId: groupStudents.studentId, groupId: sql<number>`min(${groupStudents.groupId})` })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .where(inArray(groupStudents.groupId, groupIds))
      .groupBy(groupStudents.studentId)
      .orderBy(asc(groupStudents.studentId));
  }

  async findQuiz(quizId: number) {
    const [row] = await this.db
      .select({ quizId: quizzes.id, kind: quizzes.kind, name: quizzes.name })
      .from(quizzes)
      .where(eq(quizzes.id, quizId));
    return row ?? null;
  }

  async quizQuestionIds(quizId: number) {
    const rows = await this.db
      .select({ questionId: quizQuestions.questionId })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.sequence));
    return rows.map((r) => r.questionId);
  }

  /** A scheme-of-work unit with its topic quiz. */
  async findSchemeQuiz(topicUnitQuizId: number) {
    const [row] = await this.db
      .select({ topicUnitQuizId: schemeQuizzes.id, quizId: schemeQuizzes.quizId, name: topicUnits.name })
      .from(schemeQuizzes)
      .innerJoin(topicUnits, eq(topicUnits.id, schemeQuizzes.topicUnitId))
      .where(eq(schemeQuizzes.id, topicUnitQuizId));
    return row ?? null;
  }

  /** Which of these question ids exist in the bank. */
  async existingQuestionIds(questionIds: number[]) {
    if (questionIds.length === 0) return [];
    const rows = await this.db
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, questionIds));
    return rows.map((r) => r.id);
  }

  async settings(schoolId: number): Promise<AssignmentSettings> {
    const [row] = await this.db
      .select({
        feedbackMode: schoolAssignmentSettings.feedbackMode,
        askConfidence: schoolAssignmentSettings.askConfidence,
        defaultDurationDays: schoolAssignmentSettings.defaultDurationDays,
        defaultDueTime: schoolAssignmentSettings.defaultDueTime,
      })
      .from(schoolAssignmentSettings)
      .where(eq(schoolAssignmentSettings.schoolId, schoolId));
    return row ?? DEFAULT_ASSIGNMENT_SETTINGS;
  }

  async saveSettings(schoolId: number, settings: AssignmentSettings) {
    await this.db
      .insert(schoolAssignmentSettings)
      .values({ schoolId, ...settings })
      .onConflictDoUpdate({
        target: schoolAssignmentSettings.schoolId,
        set: { ...settings, updatedAt: new Date() },
      });
  }

  /** Inserts the assignment with its classes, students and questions in one transaction. */
  async create(input: NewAssignment): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assignments)
        .values({
          schoolId: input.schoolId,
          kind: input.kind,
          name: input.name,
          quizId: input.quizId,
          schemeQuizId: input.schemeQuizId,
          templateSlug: input.templateSlug,
          startDate: input.startDate,
          endDate: input.endDate,
          feedbackMode: input.feedbackMode,
          askConfidence: input.askConfidence,
          createdByTeacherId: input.createdByTeacherId,
        })
        .returning({ id: assignments.id });
      if (!row) throw new Error('assignment not created');
      const assignmentId = row.id;
      const schoolId = input.schoolId;
      await tx
        .insert(assignmentGroups)
        .values(input.groupIds.map((groupId) => ({ assignmentId, groupId, schoolId })));
      if (input.students.length) {
        await tx
          .insert(assignmentStudents)
          .values(input.students.map((s) => ({ assignmentId, schoolId, ...s })));
      }
      if (input.questions.length) {
        await tx
          .insert(assignmentQuestions)
          .values(input.questions.map((q, i) => ({ assignmentId, schoolId, sequence: i + 1, ...q })));
      }
      return assignmentId;
    });
  }

  /**
   * Replaces the editable fields, classes and targeted students in one transaction. Students no
   * longer targeted are dropped unless they have started (their work is kept); questions are
   * replaced only when given.
   */
  async update(assignmentId: number, schoolId: number, changes: AssignmentChanges) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(assignments)
        .set({
          name: changes.name,
          startDate: changes.startDate,
          endDate: changes.endDate,
          feedbackMode: changes.feedbackMode,
          askConfidence: changes.askConfidence,
          updatedAt: new Date(),
        })
        .where(eq(assignments.id, assignmentId));
      await tx.delete(assignmentGroups).where(eq(assignmentGroups.assignmentId, assignmentId));
      await tx
        .insert(assignmentGroups)
        .values(changes.groupIds.map((groupId) => ({ assignmentId, groupId, schoolId })));
      const keep = changes.students.map((s) => s.studentId);
      await tx
        .delete(assignmentStudents)
        .where(
          and(
            eq(assignmentStudents.assignmentId, assignmentId),
            isNull(assignmentStudents.startedAt),
            keep.length ? notInArray(assignmentStudents.studentId, keep) : undefined,
          ),
        );
      if (changes.students.length) {
        await tx
          .insert(assignmentStudents)
          .values(changes.students.map((s) => ({ assignmentId, schoolId, ...s })))
          .onConflictDoUpdate({
            target: [assignmentStudents.assignmentId, assignmentStudents.studentId],
            set: { groupId: sql`excluded.group_id` },
          });
      }
      if (changes.questions) {
        await tx.delete(assignmentQuestions).where(eq(assignmentQuestions.assignmentId, assignmentId));
        await tx
          .insert(assignmentQuestions)
          .values(changes.questions.map((q, i) => ({ assignmentId, schoolId, sequence: i + 1, ...q })));
      }
    });
  }

  /** One statement: classes, students, questions, answers and notifications go with it (cascade). */
  async delete(assignmentId: number) {
    await this.db.delete(assignments).where(eq(assignments.id, assignmentId));
  }

  /** What the permission rules need about one assignment: its school, kind, author and classes. */
  async findHead(assignmentId: number) {
    const [row] = await this.db
      .select({
        assignmentId: assignments.id,
        schoolId: assignments.schoolId,
        kind: assignments.kind,
        createdByTeacherId: assignments.createdByTeacherId,
        groupIds: sql<number[]>`coalesce(array(
          select ${assignmentGroups.groupId} from ${assignmentGroups}
          where ${assignmentGroups.assignmentId} = ${assignments.id} order by 1
        ), '{}')`,
        startedCount: sql<number>`(select count(*) from ${assignmentStudents}
          where ${assignmentStudents.assignmentId} = ${assignments.id}
          and ${assignmentStudents.startedAt} is not null)`.mapWith(Number),
      })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    return row ?? null;
  }

  /** The targeted students with their progress, by name. */
  studentsOf(assignmentId: number) {
    return this.db
      .select({
        studentId: assignmentStudents.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        groupId: assignmentStudents.groupId,
        startedAt: assignmentStudents.startedAt,
        completedAt: assignmentStudents.completedAt,
        answeredCount: assignmentStudents.answeredCount,
        correctCount: assignmentStudents.correctCount,
      })
      .from(assignmentStudents)
      .innerJoin(students, eq(students.id, assignmentStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(assignmentStudents.assignmentId, assignmentId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(assignmentStudents.studentId));
  }

  /** The assignment's own questions in order, with their topic. */
  questionsOf(assignmentId: number) {
    return this.db
      .select({
        questionId: assignmentQuestions.questionId,
        sequence: assignmentQuestions.sequence,
        reason: assignmentQuestions.reason,
        topicUnitId: questions.topicUnitId,
        topicUnitName: topicUnits.name,
      })
      .from(assignmentQuestions)
      .innerJoin(questions, eq(questions.id, assignmentQuestions.questionId))
      .innerJoin(topicUnits, eq(topicUnits.id, questions.topicUnitId))
      .where(eq(assignmentQuestions.assignmentId, assignmentId))
      .orderBy(asc(assignmentQuestions.sequence));
  }

  /** A page of the school's work with classes and counts, and the total: one query (two when paging past the end). */
  async list(o: ListOptions): Promise<{ rows: AssignmentRow[]; total: number }> {
    const result = await this.db.execute<RawRow>(planListSql(o));
    const rows = result.rows.map(toAssignmentRow);
    let total = result.rows[0]?.total ?? 0;
    if (result.rows.length === 0 && o.skip > 0) {
      const counted = await this.db.execute<{ n: number }>(
        sql`select count(*)::int as n from assignments a where ${whereOf(o)}`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return { rows, total };
  }

  /** Every assignment of the school overlapping [from, to), with its classes: one query. */
  async calendar(o: { schoolId: number; from: Date; to: Date; groupIds?: number[] }) {
    const groupFilter = o.groupIds?.length
      ? sql` and exists (select 1 from assignment_groups f where f.assignment_id = a.id and f.group_id in ${o.groupIds})`
      : sql``;
    const result = await this.db.execute<{
      id: number;
      kind: AssignmentKind;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      groups: Array<{ groupId: number; code: string }>;
    }>(sql`select a.id, a.kind, a.name, a.start_date, a.end_date,
  coalesce((select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
    from assignment_groups ag join groups g on g.id = ag.group_id where ag.assignment_id = a.id), '[]'::json) as groups
from assignments a
where a.school_id = ${o.schoolId}
  and a.end_date > ${o.from.toISOString()}::timestamptz
  and a.start_date < ${o.to.toISOString()}::timestamptz${groupFilter}
order by a.start_date, a.id
limit 2000`);
    return result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      groups: r.groups,
    }));
  }
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

/** Raw queries bypass Drizzle's column mapping; both drivers give Dates for timestamptz, but be sure. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Words typed into a search are matched literally: % and _ are not wildcards here. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
