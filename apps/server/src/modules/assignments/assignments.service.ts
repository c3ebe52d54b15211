import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_SORT_FIELDS,
  type Assignment,
  type AssignmentDetail,
  type AssignmentKind,
  type AssignmentList,
  type AssignmentListFilter,
  AssignmentListSchema,
  type AssignmentSettings,
  type AssignmentStatusGroup,
  type CalendarEntry,
  type CalendarQuery,
  type DueStatus,
  type FeedbackMode,
  type HomeworkInsight,
  type HomeworkInsightsFilter,
  type HomeworkInsightsResponse,
  HomeworkInsightsResponseSchema,
  type PrerequisiteAssignmentRequest,
  type SchemeAssignmentRequest,
  type SetQuizAssignmentRequest,
  type UpdateAssignmentRequest,
} from '@mathsight/contract/assignments.ts';
import type { Paging, PagingOf } from '@mathsight/contract/common.ts';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { type SerialisedJson, serialiseJson } from '../../http/serialised-json.ts';
import {
  assertCanChangeAssignment,
  assertCanUseSchool,
  assertSchoolAdministrator,
  assertTeacher,
  canChangeAssignment,
  type SchoolAccess,
} from '../../policies/can.ts';
import type { ContextChange } from '../../realtime/context-changes.ts';
import { searchWords } from '../content/content.service.ts';
import type {
  AssignmentChanges,
  AssignmentRow,
  AssignmentsRepository,
  ListOptions,
} from './assignments.repository.ts';
import { SchoolCache } from './school-cache.ts';

const DAY_MS = 86_400_000;

/** Targets and dates common to every way of setting work. */
export interface WorkSpec {
  kind: AssignmentKind;
  name: string;
  quizId: number | null;
  schemeQuizId: number | null;
  templateSlug: string | null;
  startDate: string;
  endDate: string;
  groupIds: number[];
  studentIds?: number[] | undefined;
  feedbackMode?: FeedbackMode | undefined;
  askConfidence?: boolean | undefined;
  questions: Array<{ questionId: number; reason: string | null }>;
}

/** One cache per answer, so each holds JSON of one type. */
export interface PlanPageCaches {
  list: SchoolCache<SerialisedJson<AssignmentList>>;
  homeworkInsights: SchoolCache<SerialisedJson<HomeworkInsightsResponse>>;
}

export interface AssignmentsServiceOptions {
  now?: () => Date;
  /** Tells every node that a school's work changed (PostgreSQL NOTIFY), so they drop its cached pages. */
  workChanges?: { publish(change: ContextChange): Promise<void> };
  /** Plan-list and homework-insights pages as JSON, per caller, school and query (decision 0005). */
  pages?: PlanPageCaches;
  /** Callers' memberships per school, for reads; writes always read the database. */
  access?: SchoolCache<SchoolAccess | null>;
}

/**
 * Setting, reading, editing and deleting work; the plan list, calendar and homework insights;
 * the school's assignment settings. Permissions come from policies/can.ts.
 */
export class AssignmentsService {
  private readonly now: () => Date;
  private readonly pages: PlanPageCaches;
  private readonly accessCache: SchoolCache<SchoolAccess | null>;

  constructor(
    private readonly repo: AssignmentsRepository,
    private readonly options: AssignmentsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.pages = options.pages ?? { list: new SchoolCache(0), homeworkInsights: new SchoolCache(0) };
    this.accessCache = options.access ?? new SchoolCache(0);
  }

  /**
   * The caller's Confirmed membership of the school, or 403 (not a teacher) / 404 (not theirs).
   * Reads may use this node's cached membership; writes pass `fresh` and always ask the database.
   */
  async schoolAccess(caller: Caller, schoolId: number, fresh = false): Promise<SchoolAccess> {
    assertTeacher(caller);
    const find = () => this.repo.findAccess(caller.userId, schoolId);
    const access = fresh
      ? await find()
      : await this.accessCache.through(
          `${caller.userId}|${schoolId}`,
          { schoolId, userId: caller.userId },
          find,
        );
    assertCanUseSchool(access);
    return access;
  }

  /** A class the caller may read and set work for, with their access to its school. */
  async groupAccess(caller: Caller, groupId: number, fresh = false) {
    assertTeacher(caller);
    const group = await this.repo.findGroup(groupId);
    if (!group) throw notFound();
    const access = await this.schoolAccess(caller, group.schoolId, fresh);
    return { group, access };
  }

  /** After every write: this school's cached pages go, on this node at once and on the others by NOTIFY. */
  async #changed(schoolId: number) {
    await this.options.workChanges?.publish({ schoolId });
  }

  /**
   * An answer as JSON text, validated against its schema when built, from this node's cache while
   * fresh: the plan list is read on every visit to the plan, so a hit costs no query, mapping or
   * validation (decision 0005). Keyed by caller, since canEdit depends on who asks.
   */
  #cachedJson<S extends z.ZodType>(
    cache: SchoolCache<SerialisedJson<z.output<S>>>,
    caller: Caller,
    schoolId: number,
    paging: PagingOf<unknown>,
    schema: S,
    build: () => Promise<z.output<S>>,
  ): Promise<SerialisedJson<z.output<S>>> {
    const key = `${caller.userId}|${schoolId}|${JSON.stringify(paging)}`;
    return cache.through(key, { schoolId, userId: caller.userId }, async () =>
      serialiseJson(schema, await build()),
    );
  }

  /** The plan list as JSON text (see #cachedJson). */
  listJson(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<AssignmentListFilter>,
  ): Promise<SerialisedJson<AssignmentList>> {
    return this.#cachedJson(this.pages.list, caller, schoolId, paging, AssignmentListSchema, () =>
      this.list(caller, schoolId, paging),
    );
  }

  /** The homework insights as JSON text (see #cachedJson). */
  homeworkInsightsJson(
    caller: Caller,
    schoolId: number,
    paging: PagingOf<HomeworkInsightsFilter>,
  ): Promise<SerialisedJson<HomeworkInsightsResponse>> {
    return this.#cachedJson(
      this.pages.homeworkInsights,
      caller,
      schoolId,
      paging,
      HomeworkInsightsResponseSchema,
      () => this.homeworkInsights(caller, schoolId, paging),
    );
  }

  // ------------------------------------------------------------ setting work

  async setQuiz(caller: Caller, quizId: number, request: SetQuizAssignmentRequest) {
    const access = await this.schoolAccess(caller, request.schoolId, true);
    const quiz = await this.repo.findQuiz(quizId);
    if (!quiz) throw notFound();
    return this.create(access, {
      ...request,
      kind: quiz.kind === 'TopicPathway' ? 'TopicQuiz' : 'DiagnosticQuiz',
      name: request.name ?? quiz.name,
      quizId,
      schemeQuizId: null,
      templateSlug: null,
      questions: await this.#quizQuestions(quizId),
    });
  }

  /** A topic quiz run through a flow template (e.g. the fluency-only diagnostic `dr`). */
  async setPrerequisite(caller: Caller, request: PrerequisiteAssignmentRequest) {
    const access = await this.schoolAccess(caller, request.schoolId, true);
    const quiz = await this.repo.findQuiz(request.topicPathwayQuizId);
    if (!quiz) throw notFound();
    if (quiz.kind !== 'TopicPathway') {
      throw badRequest(MESSAGES.invalid, { topicPathwayQuizId: [ASSIGNMENT_MESSAGES.notTopicQuiz] });
    }
    return this.create(access, {
      ...request,
      kind: 'TopicQuiz',
      name: request.name ?? quiz.name,
      quizId: quiz.quizId,
      schemeQuizId: null,
      templateSlug: request.templateSlug,
      questions: await this.#quizQuestions(quiz.quizId),
    });
  }

  /** One unit of a scheme of work: its topic quiz, remembering the unit. */
  async setSchemeUnit(caller: Caller, request: SchemeAssignmentRequest) {
    const access = await this.schoolAccess(caller, request.schoolId, true);
    const unit = await this.repo.findSchemeQuiz(request.topicUnitQuizId);
    if (!unit?.quizId) throw notFound();
    return this.create(access, {
      ...request,
      kind: 'TopicQuiz',
      name: request.name ?? unit.name,
      quizId: unit.quizId,
      schemeQuizId: unit.topicUnitQuizId,
      templateSlug: null,
      questions: await this.#quizQuestions(unit.quizId),
    });
  }

  /**
   * Saves new work for classes of the caller's school: every class must be the school's (404
   * otherwise, nothing saved), chosen students must be in those classes (400). One transaction.
   */
  async create(access: SchoolAccess, spec: WorkSpec): Promise<AssignmentDetail> {
    const targets = await this.#targets(access.schoolId, spec.groupIds, spec.studentIds);
    return this.#save(access, spec, targets.groupIds, targets.students);
  }

  /**
   * Follow-up work (a fix assignment, issue 6) for students named with the class each was set the
   * earlier work through, and its own questions. The students come from that work's snapshot, so
   * class membership is not read again (they may have moved class since); the classes must still be
   * the school's (404). One transaction, published like create.
   */
  async createForStudents(
    access: SchoolAccess,
    spec: Omit<WorkSpec, 'groupIds' | 'studentIds'>,
    students: Array<{ studentId: number; groupId: number | null }>,
  ): Promise<AssignmentDetail> {
    const groupIds = [...new Set(students.flatMap((s) => (s.groupId === null ? [] : [s.groupId])))];
    const found = await this.repo.findSchoolGroups(access.schoolId, groupIds);
    if (groupIds.length === 0 || found.length !== groupIds.length) throw notFound();
    return this.#save(
      access,
      spec,
      groupIds,
      students.map((s) => ({ studentId: s.studentId, groupId: s.groupId ?? groupIds[0] ?? 0 })),
    );
  }

  /** Saves new work for these classes and students (one transaction), with the school's defaults, and publishes it. */
  async #save(
    access: SchoolAccess,
    spec: Omit<WorkSpec, 'groupIds' | 'studentIds'>,
    groupIds: number[],
    students: Array<{ studentId: number; groupId: number }>,
  ): Promise<AssignmentDetail> {
    const settings =
      spec.feedbackMode === undefined || spec.askConfidence === undefined
        ? await this.repo.settings(access.schoolId)
        : undefined;
    const assignmentId = await this.repo.create({
      schoolId: access.schoolId,
      kind: spec.kind,
      name: spec.name,
      quizId: spec.quizId,
      schemeQuizId: spec.schemeQuizId,
      templateSlug: spec.templateSlug,
      startDate: new Date(spec.startDate),
      endDate: new Date(spec.endDate),
      feedbackMode: spec.feedbackMode ?? settings?.feedbackMode ?? 'AfterEachQuestion',
      askConfidence: spec.askConfidence ?? settings?.askConfidence ?? false,
      createdByTeacherId: access.teacherId,
      groupIds,
      students,
      questions: spec.questions,
    });
    await this.#changed(access.schoolId);
    return this.detail(access, assignmentId, access.schoolId);
  }

  // ------------------------------------------------------------ one assignment

  async get(caller: Caller, assignmentId: number): Promise<AssignmentDetail> {
    const { head, access } = await this.readable(caller, assignmentId);
    return this.detail(access, head.assignmentId, head.schoolId);
  }

  async update(caller: Caller, assignmentId: number, request: UpdateAssignmentRequest) {
    const { head, access } = await this.changeable(caller, assignmentId);
    await this.applyChanges(head, request);
    return this.detail(access, assignmentId, head.schoolId);
  }

  async delete(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind) {
    const { head } = await this.changeable(caller, assignmentId, onlyKind);
    await this.repo.delete(assignmentId);
    await this.#changed(head.schoolId);
  }

  /** Resolves the new targets, then saves every change in one transaction. */
  async applyChanges(
    head: { assignmentId: number; schoolId: number },
    request: Omit<UpdateAssignmentRequest, 'groupIds'> & {
      groupIds: number[];
      questions?: AssignmentChanges['questions'];
    },
  ) {
    const targets = await this.#targets(head.schoolId, request.groupIds, request.studentIds);
    await this.repo.update(head.assignmentId, head.schoolId, {
      name: request.name,
      startDate: new Date(request.startDate),
      endDate: new Date(request.endDate),
      feedbackMode: request.feedbackMode,
      askConfidence: request.askConfidence,
      groupIds: targets.groupIds,
      students: targets.students,
      ...(request.questions && { questions: request.questions }),
    });
    await this.#changed(head.schoolId);
  }

  /** An assignment the caller may read (a Confirmed teacher of its school); 404 otherwise or if of another kind. */
  async readable(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind, fresh = false) {
    assertTeacher(caller);
    const head = await this.repo.findHead(assignmentId);
    if (!head || (onlyKind && head.kind !== onlyKind)) throw notFound();
    const access = await this.schoolAccess(caller, head.schoolId, fresh);
    return { head, access };
  }

  /** As readable (checked against the database), and the caller may change it (403 if they can only read it). */
  async changeable(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind) {
    const found = await this.readable(caller, assignmentId, onlyKind, true);
    assertCanChangeAssignment(found.access, found.head);
    return found;
  }

  /** The assignment with its classes, counts, students and questions: four queries. */
  async detail(access: SchoolAccess, assignmentId: number, schoolId: number): Promise<AssignmentDetail> {
    const now = this.now();
    const [{ rows }, students, questions] = await Promise.all([
      this.repo.list({
        schoolId,
        now,
        assignmentIds: [assignmentId],
        sort: { field: 'EndDate', descending: false },
        skip: 0,
        take: 1,
      }),
      this.repo.studentsOf(assignmentId),
      this.repo.questionsOf(assignmentId),
    ]);
    const row = rows[0];
    if (!row) throw notFound();
    return {
      ...toAssignment(row, access, now),
      students: students.map((s) => ({
        ...s,
        startedAt: s.startedAt?.toISOString() ?? null,
        completedAt: s.completedAt?.toISOString() ?? null,
      })),
      questions,
    };
  }

  // ------------------------------------------------------------ lists

  /** The plan list: a page of the school's work (30 by default) with the spec's filters. */
  async list(caller: Caller, schoolId: number, paging: PagingOf<AssignmentListFilter>) {
    const access = await this.schoolAccess(caller, schoolId);
    const f = paging.filter;
    const tab = f.tab ?? f.selectedAssignmentStatus ?? 'Upcoming';
    const kind = f.type;
    let groupIds = f.groupIds;
    if (f.selectedGroup !== undefined) {
      const selected = f.selectedGroup;
      groupIds = !groupIds || groupIds.includes(selected) ? [selected] : [];
    }
    const now = this.now();
    const { rows, total } = await this.repo.list({
      schoolId,
      now,
      tab,
      ...(kind && { kind }),
      ...(groupIds && { groupIds }),
      ...(f.quizDate && { quizDate: f.quizDate }),
      words: searchWords(f.searchText),
      sort: parseSort(paging, { field: 'EndDate', descending: tab === 'Done' }),
      skip: paging.skip,
      take: paging.take,
    });
    return { items: rows.map((r) => toAssignment(r, access, now)), total };
  }

  /** Every assignment of the school overlapping the range, for the calendar. */
  async calendar(caller: Caller, schoolId: number, query: CalendarQuery) {
    await this.schoolAccess(caller, schoolId);
    const now = this.now();
    const groupIds = query.groupIds?.split(',').map(Number);
    const rows = await this.repo.calendar({
      schoolId,
      from: new Date(query.from),
      to: new Date(query.to),
      ...(groupIds && { groupIds }),
    });
    const items: CalendarEntry[] = rows.map((r) => ({
      assignmentId: r.id,
      kind: r.kind,
      name: r.name,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      status: statusOf(r.endDate, now),
      groups: r.groups,
    }));
    return { items, total: items.length };
  }

  /**
   * The plan (v5 homework insights): the work of the caller's classes, or of one class of the school
   * (request.filter.groupId, counting only that class's students), with completion and scores.
   */
  async homeworkInsights(caller: Caller, schoolId: number, paging: PagingOf<HomeworkInsightsFilter>) {
    const access = await this.schoolAccess(caller, schoolId);
    const { groupId, tab } = paging.filter;
    let groupIds = access.groupIds;
    let statsGroupId: number | undefined;
    if (groupId !== undefined) {
      const found = await this.repo.findSchoolGroups(schoolId, [groupId]);
      if (found.length === 0) throw notFound();
      groupIds = [groupId];
      statsGroupId = groupId;
    }
    const now = this.now();
    const { rows, total } = await this.repo.list({
      schoolId,
      now,
      ...(tab && { tab }),
      groupIds,
      ...(statsGroupId !== undefined && { statsGroupId }),
      sort: parseSort(paging, { field: 'EndDate', descending: true }),
      skip: paging.skip,
      take: paging.take,
    });
    const items: HomeworkInsight[] = rows.map((r) => ({
      assignmentId: r.id,
      kind: r.kind,
      name: r.name,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      dueStatus: dueStatusOf(r.startDate, r.endDate, now),
      groups: r.groups,
      studentCount: r.studentCount,
      startedCount: r.startedCount,
      completedCount: r.completedCount,
      completionPercent: percent(r.completedCount, r.studentCount) ?? 0,
      averageScorePercent: percent(r.correctCount, r.answeredCount),
      questionCount: r.questionCount,
    }));
    return { items, total };
  }

  // ------------------------------------------------------------ settings

  async getSettings(caller: Caller, schoolId: number): Promise<AssignmentSettings> {
    await this.schoolAccess(caller, schoolId);
    return this.repo.settings(schoolId);
  }

  async saveSettings(caller: Caller, schoolId: number, settings: AssignmentSettings) {
    const access = await this.schoolAccess(caller, schoolId, true);
    assertSchoolAdministrator(access);
    await this.repo.saveSettings(schoolId, settings);
    return this.repo.settings(schoolId);
  }

  // ------------------------------------------------------------ helpers

  async #quizQuestions(quizId: number) {
    const ids = await this.repo.quizQuestionIds(quizId);
    return ids.map((questionId) => ({ questionId, reason: null }));
  }

  /** The classes (all the school's, 404 otherwise) and the students snapshot (a subset of theirs, 400 otherwise). */
  async #targets(schoolId: number, groupIds: number[], studentIds: number[] | undefined) {
    const unique = [...new Set(groupIds)];
    const found = await this.repo.findSchoolGroups(schoolId, unique);
    if (found.length !== unique.length) throw notFound();
    const members = await this.repo.studentsOfGroups(unique);
    if (!studentIds) return { groupIds: unique, students: members };
    const memberOf = new Map(members.map((m) => [m.studentId, m]));
    const chosen = [...new Set(studentIds)];
    const students = chosen.flatMap((id) => {
      const member = memberOf.get(id);
      return member ? [member] : [];
    });
    if (students.length !== chosen.length) {
      throw badRequest(MESSAGES.invalid, { studentIds: [ASSIGNMENT_MESSAGES.studentsOutsideClasses] });
    }
    return { groupIds: unique, students };
  }
}

/** A row as the API shows it, with what this caller may do. */
export function toAssignment(row: AssignmentRow, access: SchoolAccess, now: Date): Assignment {
  const groupIds = row.groups.map((g) => g.groupId);
  return {
    assignmentId: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    name: row.name,
    quizId: row.quizId,
    topicUnitQuizId: row.schemeQuizId,
    templateSlug: row.templateSlug,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    feedbackMode: row.feedbackMode,
    askConfidence: row.askConfidence,
    createdByTeacherId: row.createdByTeacherId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: statusOf(row.endDate, now),
    groups: row.groups,
    studentCount: row.studentCount,
    startedCount: row.startedCount,
    completedCount: row.completedCount,
    questionCount: row.questionCount,
    canEdit: canChangeAssignment(access, { createdByTeacherId: row.createdByTeacherId, groupIds }),
  };
}

export function statusOf(endDate: Date, now: Date): AssignmentStatusGroup {
  return endDate.getTime() > now.getTime() ? 'Upcoming' : 'Done';
}

/** Scheduled before the start; Ended from the end; DueSoon in the last 48 hours; Open otherwise. */
export function dueStatusOf(startDate: Date, endDate: Date, now: Date): DueStatus {
  if (now < startDate) return 'Scheduled';
  if (now >= endDate) return 'Ended';
  return endDate.getTime() - now.getTime() <= 2 * DAY_MS ? 'DueSoon' : 'Open';
}

/** part / whole as a rounded percentage, or null when there is no whole. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((100 * part) / whole) : null;
}

function parseSort(paging: Pick<Paging, 'sort'>, fallback: ListOptions['sort']): ListOptions['sort'] {
  const first = paging.sort[0];
  if (!first) return fallback;
  const field = ASSIGNMENT_SORT_FIELDS.find((f) => f.toLowerCase() === first.fieldName.toLowerCase());
  if (!field) {
    throw badRequest(MESSAGES.invalid, {
      'request.sort[0].FieldName': [`Sort by one of ${ASSIGNMENT_SORT_FIELDS.join(', ')}`],
    });
  }
  return { field, descending: first.direction === 'Descending' };
}
