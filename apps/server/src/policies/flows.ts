import type { Caller } from '../auth/authenticate.ts';
import { forbidden, notFound } from '../http/errors.ts';

/** Who opens a lesson flow: Teacher wins when an account holds several roles (spec §4); parents have none (403). */
export function flowRoleOf(caller: Caller): 'Teacher' | 'Student' {
  if (caller.roles.includes('Teacher')) return 'Teacher';
  if (caller.roles.includes('Student')) return 'Student';
  throw forbidden('Only teachers and students can open a lesson flow');
}

export const SELF_STUDY_REFUSED = 'Do this quiz through the work your teacher set';

/**
 * A student's self-study flow shows a quiz with its marks, so it is only for what is NOT their set
 * work: a quiz set for them in any assignment (open, scheduled or ended) is done through that
 * assignment, whose dates and feedback mode hold; a diagnostic quiz is never self-study.
 *
 * 403, not 404: the student found the quiz through the topic search or their own work list, so
 * its existence is no secret; what is refused is the way in, and the message says which way to use.
 */
export function assertCanSelfStudy(quiz: { kind: 'TopicPathway' | 'Diagnostic' }, isSetWork: boolean): void {
  if (quiz.kind === 'Diagnostic' || isSetWork) throw forbidden(SELF_STUDY_REFUSED);
}

/**
 * Reading a flow: its learner or previewing teacher; a teacher also reads a student's lesson for set
 * work they may read (checked by the caller through SchoolAccessService.readable). Anyone else: 404.
 */
export function canReviewFlow(
  caller: Caller,
  session: { isPreview: boolean; assignmentId: number | null },
): session is { isPreview: false; assignmentId: number } {
  return caller.roles.includes('Teacher') && !session.isPreview && session.assignmentId !== null;
}

/** Only the learner or teacher who started a flow answers it; anyone else gets 404. */
export function assertOwnFlow(caller: Caller, session: { userId: number }): void {
  if (session.userId !== caller.userId) throw notFound();
}
