import {
  ASSIGNMENT_MESSAGES,
  type AssignmentDetail,
  type AssignmentKind,
  type AssignmentSettings,
  type FeedbackMode,
  type PrerequisiteAssignmentRequest,
  type SchemeAssignmentRequest,
  type SetQuizAssignmentRequest,
  type UpdateAssignmentRequest,
} from '@mathsight/contract/assignments.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';
import { assertSchoolAdministrator } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { SchoolAccess } from '../../shared/school-access.ts';
import { toAssignment } from '../../work/assignment.presenter.ts';
import type { AssignmentChanges, AssignmentsRepository } from './assignments.repository.ts';

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

export interface AssignmentsServiceOptions {
  now?: () => Date;
  /** Tells every node that a school's work changed (PostgreSQL NOTIFY), so they drop its cached pages. */
  workChanges?: { publish(change: ContextChange): Promise<void> };
}

/**
 * Setting, reading, editing and deleting work, and the school's assignment settings. Who may do
 * what comes from SchoolAccessService and policies/; the plan's lists are modules/plan.
 */
export class AssignmentsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: AssignmentsRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly options: AssignmentsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** After every write: this school's cached pages go, on this node at once and on the others by NOTIFY. */
  async #changed(schoolId: number) {
    await this.options.workChanges?.publish({ schoolId });
  }

  // ------------------------------------------------------------ setting work

  async setQuiz(caller: Caller, quizId: number, request: SetQuizAssignmentRequest) {
    const access = await this.schoolAccess.schoolAccess(caller, request.schoolId, true);
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
    const access = await this.schoolAccess.schoolAccess(caller, request.schoolId, true);
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
    const access = await this.schoolAccess.schoolAccess(caller, request.schoolId, true);
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
    const found = await this.schoolAccess.schoolGroups(access.schoolId, groupIds);
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
    const { head, access } = await this.schoolAccess.readable(caller, assignmentId);
    return this.detail(access, head.assignmentId, head.schoolId);
  }

  async update(caller: Caller, assignmentId: number, request: UpdateAssignmentRequest) {
    const { head, access } = await this.schoolAccess.changeable(caller, assignmentId);
    await this.applyChanges(head, request);
    return this.detail(access, assignmentId, head.schoolId);
  }

  async delete(caller: Caller, assignmentId: number, onlyKind?: AssignmentKind) {
    const { head } = await this.schoolAccess.changeable(caller, assignmentId, onlyKind);
    await this.repo.delete(assignmentId);
    await this.#changed(head.schoolId);
  }

  /**
   * Resolves the new targets, then saves every change in one transaction. Without `studentIds`, work
   * whose classes stay the same keeps exactly the students it is set for (a rename, a new date, a
   * calendar move or its undo never widens work set for some students to their whole class, nor adds
   * students to ended work); new classes without `studentIds` mean every active student of them.
   */
  async applyChanges(
    head: { assignmentId: number; schoolId: number; groupIds: readonly number[] },
    request: Omit<UpdateAssignmentRequest, 'groupIds'> & {
      groupIds: number[];
      questions?: AssignmentChanges['questions'];
    },
  ) {
    const keepsItsStudents = request.studentIds === undefined && sameClasses(head.groupIds, request.groupIds);
    const targets = keepsItsStudents
      ? { groupIds: [...new Set(request.groupIds)], students: undefined }
      : await this.#targets(head.schoolId, request.groupIds, request.studentIds);
    await this.repo.update(head.assignmentId, head.schoolId, {
      name: request.name,
      startDate: new Date(request.startDate),
      endDate: new Date(request.endDate),
      feedbackMode: request.feedbackMode,
      askConfidence: request.askConfidence,
      groupIds: targets.groupIds,
      ...(targets.students && { students: targets.students }),
      ...(request.questions && { questions: request.questions }),
    });
    await this.#changed(head.schoolId);
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

  // ------------------------------------------------------------ settings

  async getSettings(caller: Caller, schoolId: number): Promise<AssignmentSettings> {
    await this.schoolAccess.schoolAccess(caller, schoolId);
    return this.repo.settings(schoolId);
  }

  async saveSettings(caller: Caller, schoolId: number, settings: AssignmentSettings) {
    const access = await this.schoolAccess.schoolAccess(caller, schoolId, true);
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
    const found = await this.schoolAccess.schoolGroups(schoolId, unique);
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

/** The same classes, whatever their order or repeats. */
function sameClasses(before: readonly number[], after: readonly number[]): boolean {
  const a = new Set(before);
  const b = new Set(after);
  return a.size === b.size && [...a].every((id) => b.has(id));
}
