import { randomInt } from 'node:crypto';
import { liveLessonJoinPath } from '@mathsight/contract/live-lessons.paths.ts';
import {
  type HubCause,
  type HubView,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  LIVE_LESSON_MESSAGES,
  type LiveFollowUpRequest,
  type LiveLessonList,
  type LiveLessonStageRequest,
  type LiveLessonSummary,
  type StartLiveLessonRequest,
} from '@mathsight/contract/live-lessons.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { assertCanManageClass } from '../../policies/classes.ts';
import { assertStudent } from '../../policies/roles.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { InsightActionsService } from '../insights/insight-actions.service.ts';
import type { QuestionBankService } from '../question-bank/question-bank.service.ts';
import type { QuizSessionsService } from '../quiz-sessions/quiz-sessions.service.ts';
import {
  keyedQuestions,
  type LessonSnapshot,
  toBoard,
  toStudentView,
  toTeacherView,
} from './live-lessons.presenter.ts';
import type { LessonHead, LiveLessonsRepository } from './live-lessons.repository.ts';

/** How long the work behind a running lesson stays open; ending the lesson closes it at once. */
export const LESSON_WORK_HOURS = 12;

/** Tells every node a lesson changed (NOTIFY, batched): LiveLessonHub in production. */
export interface LessonChanges {
  changed(liveLessonId: number, cause: HubCause): void;
}

export interface LiveLessonsDeps {
  repo: LiveLessonsRepository;
  access: SchoolAccessService;
  assignments: AssignmentsService;
  questionBank: QuestionBankService;
  quizSessions: QuizSessionsService;
  insightActions: InsightActionsService;
  changes: LessonChanges;
  publicUrl: string;
  now?: () => Date;
}

/** Who is looking at a lesson: one of its class's teachers, or a joined student. */
export type Viewer = { kind: 'teacher' } | { kind: 'student'; studentId: number; quizSessionId: number };

/**
 * Live lessons (issue 31, decision 0051): start, join, move, end, and the views. Votes, reasons and
 * follow-up are in live-votes.service.ts. A lesson is real work: a CustomQuiz (or the quiz's) assignment
 * for the class, set through the same services as any work.
 */
export class LiveLessonsService {
  readonly now: () => Date;
  /** Question content per assignment: it never changes once set (decision 0005), so each node keeps it. */
  readonly #questions = new Map<number, ReturnType<typeof keyedQuestions>>();

  constructor(readonly deps: LiveLessonsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /api/v3/live-lessons: the class's teacher (or an administrator) sets the work and opens the lesson. */
  async start(caller: Caller, request: StartLiveLessonRequest) {
    const { group, access } = await this.deps.access.groupAccess(caller, request.groupId, true);
    assertCanManageClass(access, group.groupId);
    const now = this.now();
    const name = request.name ?? `Live lesson: ${group.code}`;
    const dates = {
      startDate: new Date(now.getTime() - 1000).toISOString(),
      endDate: new Date(now.getTime() + LESSON_WORK_HOURS * 3_600_000).toISOString(),
    };
    // Feedback after each question: the only mode in which a second attempt (a changed re-vote) is stored.
    const options = { feedbackMode: 'AfterEachQuestion' as const, askConfidence: false };
    const work = request.questionIds
      ? await this.deps.questionBank.setQuestions(caller, {
          schoolId: group.schoolId,
          questionIds: request.questionIds,
          groupIds: [group.groupId],
          name,
          ...dates,
          ...options,
        })
      : await this.deps.assignments.setQuiz(caller, request.quizId ?? 0, {
          schoolId: group.schoolId,
          groupIds: [group.groupId],
          name,
          ...dates,
          ...options,
        });
    let id: number | null = null;
    for (let tries = 0; id === null && tries < 8; tries++) {
      id = await this.deps.repo.insert({
        schoolId: group.schoolId,
        groupId: group.groupId,
        assignmentId: work.assignmentId,
        teacherId: access.teacherId,
        name,
        joinCode: joinCode(),
      });
    }
    if (id === null) {
      // Eight codes taken in a row: undo the work rather than leave it without its lesson.
      await this.deps.assignments.delete(caller, work.assignmentId);
      throw conflict('Every join code tried was in use: try again');
    }
    return this.teacherView(caller, id);
  }

  /** The lesson for one of its class's teachers (or a school administrator); 404 / 403 otherwise. */
  async asTeacher(caller: Caller, liveLessonId: number): Promise<LessonHead> {
    const head = await this.deps.repo.head(liveLessonId);
    if (!head) throw notFound();
    const { access } = await this.deps.access.groupAccess(caller, head.groupId);
    assertCanManageClass(access, head.groupId);
    return head;
  }

  /** The lesson for a student who joined it; 404 for anyone else. */
  async asStudent(caller: Caller, liveLessonId: number) {
    assertStudent(caller);
    const [head, member] = await Promise.all([
      this.deps.repo.head(liveLessonId),
      this.deps.repo.member(liveLessonId, caller.userId),
    ]);
    if (!head || !member) throw notFound();
    return { head, member };
  }

  /** Negotiate: the view asked for, if the caller may have it (teachers: board or teacher; joined students: student). */
  async viewerOf(caller: Caller, liveLessonId: number, view: HubView): Promise<Viewer> {
    if (view === 'student') {
      const { member } = await this.asStudent(caller, liveLessonId);
      return { kind: 'student', ...member };
    }
    await this.asTeacher(caller, liveLessonId);
    return { kind: 'teacher' };
  }

  async teacherView(caller: Caller, liveLessonId: number) {
    return toTeacherView(await this.snapshot(await this.asTeacher(caller, liveLessonId)));
  }

  async board(caller: Caller, liveLessonId: number) {
    return toBoard(await this.snapshot(await this.asTeacher(caller, liveLessonId)));
  }

  async mine(caller: Caller, liveLessonId: number) {
    const { head, member } = await this.asStudent(caller, liveLessonId);
    return toStudentView(await this.snapshot(head), member.studentId);
  }

  /**
   * POST …/join: a signed-in student of the lesson's class joins by its code (one tap from home uses
   * the same code). A student of another class, or of another school, gets 404 as for a wrong code:
   * the spec makes the lesson only for the class. Joining again answers the current state (a rejoin).
   */
  async join(caller: Caller, code: string) {
    assertStudent(caller);
    const head = await this.deps.repo.runningByCode(code);
    if (!head) throw notFound();
    const student = await this.deps.repo.classStudent(head.groupId, caller.userId);
    if (!student) throw notFound();
    let member = await this.deps.repo.member(head.id, caller.userId);
    if (!member) {
      // The work's quiz session (start or resume): every vote is then one call of the answer path.
      const session = await this.deps.quizSessions.start(caller, head.assignmentId, { now: this.now() });
      const joined = await this.deps.repo.join({
        lessonId: head.id,
        studentId: student.studentId,
        schoolId: head.schoolId,
        quizSessionId: session.quizSessionId,
      });
      member = { studentId: student.studentId, quizSessionId: session.quizSessionId };
      if (joined) this.deps.changes.changed(head.id, 'joined');
    }
    return toStudentView(await this.snapshot(head), member.studentId);
  }

  /** PUT …/stage: open a question, reveal it, open the re-vote, reveal that. */
  async stage(caller: Caller, liveLessonId: number, request: LiveLessonStageRequest) {
    const head = await this.asTeacher(caller, liveLessonId);
    if (head.endedAt) throw conflict(LIVE_LESSON_MESSAGES.ended);
    const questions = await this.questionsOf(head.assignmentId);
    if (!questions.some((q) => q.question.questionId === request.questionId)) {
      throw badRequest(MESSAGES.invalid, { questionId: [LIVE_LESSON_MESSAGES.notInLesson] });
    }
    const moved = await this.deps.repo.stage(head.id, head.schoolId, request.questionId, request.phase);
    if (!moved) throw conflict(LIVE_LESSON_MESSAGES.ended);
    this.deps.changes.changed(head.id, 'stage');
    return this.teacherView(caller, liveLessonId);
  }

  /** POST …/end: no more votes; the work behind it closes now, so the answer path refuses them too. */
  async end(caller: Caller, liveLessonId: number) {
    const head = await this.asTeacher(caller, liveLessonId);
    const now = this.now();
    if (await this.deps.repo.end(head.id, now)) {
      await this.deps.assignments.applyChanges(
        { assignmentId: head.assignmentId, schoolId: head.schoolId, groupIds: [head.groupId] },
        {
          name: head.name,
          startDate: new Date(Math.min(head.startedAt.getTime(), now.getTime() - 1000)).toISOString(),
          endDate: now.toISOString(),
          groupIds: [head.groupId],
          feedbackMode: 'AfterEachQuestion',
          askConfidence: false,
        },
      );
      this.deps.changes.changed(head.id, 'ended');
    }
    return this.teacherView(caller, liveLessonId);
  }

  async ofGroup(caller: Caller, groupId: number): Promise<LiveLessonList> {
    const { access } = await this.deps.access.groupAccess(caller, groupId);
    assertCanManageClass(access, groupId);
    return { items: (await this.deps.repo.ofGroup(groupId)).map(toSummary) };
  }

  async mineRunning(caller: Caller): Promise<LiveLessonList> {
    assertStudent(caller);
    return { items: (await this.deps.repo.runningForStudent(caller.userId)).map(toSummary) };
  }

  /** Follow-up work (the existing fix-assignments) for the students whose latest vote chose the misconception. */
  async followUp(caller: Caller, liveLessonId: number, request: LiveFollowUpRequest) {
    const head = await this.asTeacher(caller, liveLessonId);
    const holders = await this.deps.repo.holders(head.id, request.questionId, request.misconceptionId);
    if (holders.length === 0) {
      throw badRequest(MESSAGES.invalid, { misconceptionId: [LIVE_LESSON_MESSAGES.nobodyHolds] });
    }
    return this.deps.insightActions.fix(caller, head.assignmentId, {
      misconceptionIds: [request.misconceptionId],
      studentIds: holders,
      name: `Follow-up: ${head.name}`.slice(0, 200),
    });
  }

  /** Everything the views of one lesson are drawn from: three reads (the questions are kept per node). */
  async snapshot(head: LessonHead): Promise<LessonSnapshot> {
    const questionId = head.phase === 'Ended' ? null : head.currentQuestionId;
    const [questions, reached, roster, votes] = await Promise.all([
      this.questionsOf(head.assignmentId),
      this.deps.repo.reached(head.id),
      this.deps.repo.roster(head.id, head.groupId),
      questionId === null ? Promise.resolve([]) : this.deps.repo.questionVotes(head.id, questionId),
    ]);
    const joinUrl = `${this.deps.publicUrl}${liveLessonJoinPath(head.joinCode)}`;
    return { head, joinUrl, questions, reached, roster, votes };
  }

  async questionsOf(assignmentId: number) {
    let found = this.#questions.get(assignmentId);
    if (!found) {
      found = keyedQuestions(await this.deps.repo.questions(assignmentId));
      if (this.#questions.size > 1000) this.#questions.clear();
      this.#questions.set(assignmentId, found);
    }
    return found;
  }
}

function joinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

function toSummary(h: LessonHead): LiveLessonSummary {
  return {
    liveLessonId: h.id,
    name: h.name,
    groupId: h.groupId,
    groupName: h.groupName,
    joinCode: h.joinCode,
    phase: h.phase,
    startedAt: h.startedAt.toISOString(),
    endedAt: h.endedAt?.toISOString() ?? null,
  };
}
