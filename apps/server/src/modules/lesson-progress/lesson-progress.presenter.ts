import { FlowTemplateSlugSchema } from '@mathsight/contract/flows.ts';
import type {
  LessonProgressRow,
  LessonProgressStatus,
  LessonWork,
} from '@mathsight/contract/lesson-progress.ts';
import type { LessonFlowRow, LessonStudentRow, LessonWorkRow } from './lesson-progress.repository.ts';
import { lessonStepsOf, stepCountOf } from './lesson-steps.ts';

/** Lesson progress rows as the API shows them, and their order. */

export function toLessonWork(w: LessonWorkRow): LessonWork {
  return {
    assignmentId: w.assignmentId,
    name: w.name,
    startDate: w.startDate.toISOString(),
    endDate: w.endDate.toISOString(),
    questionCount: w.questionCount,
  };
}

/** The template a student starting the work gets: the one it was set with, else `default` (flows.service.ts). */
function templateOf(work: LessonWorkRow): string {
  const set = FlowTemplateSlugSchema.safeParse(work.templateSlug);
  return set.success ? set.data : 'default';
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((100 * part) / whole)) : 0;

/** One student's row: their lesson's steps and figures, or a lesson not started with the work's steps. */
export function toLessonProgressRow(
  student: LessonStudentRow,
  flow: LessonFlowRow | undefined,
  work: LessonWorkRow,
): LessonProgressRow {
  const name = { studentId: student.studentId, firstName: student.firstName, lastName: student.lastName };
  if (!flow) {
    return {
      ...name,
      status: 'notStarted',
      stepsDone: 0,
      stepCount: stepCountOf(templateOf(work), work.questionCount),
      progressPercent: 0,
      questionsAnswered: 0,
      questionCount: work.questionCount,
      rightFirstTime: 0,
      rightOnRetry: 0,
      timeSpentMs: 0,
      lastWorkedAt: null,
      stoppedAt: null,
      flowGeneratorSessionId: null,
    };
  }
  const steps = lessonStepsOf(flow);
  const status: LessonProgressStatus = flow.finished ? 'finished' : 'inProgress';
  return {
    ...name,
    status,
    ...steps,
    progressPercent: percentOf(steps.stepsDone, steps.stepCount),
    questionsAnswered: flow.questionsAnswered,
    questionCount: flow.questionCount,
    rightFirstTime: flow.rightFirstTime,
    rightOnRetry: flow.rightOnRetry,
    timeSpentMs: flow.timeSpentMs,
    lastWorkedAt: flow.lastWorkedAt.toISOString(),
    flowGeneratorSessionId: flow.flowGeneratorSessionId,
  };
}

const STATUS_RANK: Record<LessonProgressStatus, number> = { finished: 0, inProgress: 1, notStarted: 2 };

/** Furthest on first: finished, then by the share of steps done; then by last and first name. */
export function byProgressThenName(a: LessonProgressRow, b: LessonProgressRow): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    b.stepsDone / Math.max(1, b.stepCount) - a.stepsDone / Math.max(1, a.stepCount) ||
    a.lastName.localeCompare(b.lastName, 'en-GB') ||
    a.firstName.localeCompare(b.firstName, 'en-GB') ||
    a.studentId - b.studentId
  );
}
