import type { StudentAssignment } from '@mathsight/contract/quiz-sessions.ts';

/**
 * What a student can do with one piece of work now: start it, carry on, wait for it to open, or,
 * once handed in or closed, see the results (the read-only review, with any comments: issue 11).
 */
export type WorkAction =
  | { kind: 'start'; label: 'Start' }
  | { kind: 'continue'; label: 'Continue' }
  | { kind: 'results'; label: 'See your results' }
  | { kind: 'opens'; opensAt: string };

export function workActionOf(work: StudentAssignment, now: Date = new Date()): WorkAction {
  const t = now.getTime();
  if (t < Date.parse(work.startDate)) return { kind: 'opens', opensAt: work.startDate };
  // No session once the work has closed (decision 0006), but the review stays open.
  if (t >= Date.parse(work.endDate) || work.completedAt)
    return { kind: 'results', label: 'See your results' };
  if (work.startedAt || work.answeredCount > 0) return { kind: 'continue', label: 'Continue' };
  return { kind: 'start', label: 'Start' };
}

/** "3 of 10 questions answered". */
export function progressText(work: Pick<StudentAssignment, 'answeredCount' | 'questionCount'>): string {
  const noun = work.questionCount === 1 ? 'question' : 'questions';
  return `${work.answeredCount} of ${work.questionCount} ${noun} answered`;
}

/** "7 out of 10 right (70%)", or null before anything is answered. */
export function scoreText(
  work: Pick<StudentAssignment, 'answeredCount' | 'correctCount' | 'questionCount'>,
): string | null {
  if (work.answeredCount === 0 || work.questionCount === 0) return null;
  const percent = Math.round((100 * work.correctCount) / work.questionCount);
  return `${work.correctCount} out of ${work.questionCount} right (${percent}%)`;
}

/** The work card's badge for teachers' comments: "2 new comments", "1 comment", or null for none. */
export function commentBadgeText(
  work: Pick<StudentAssignment, 'commentCount' | 'unreadCommentCount'>,
): { text: string; unread: boolean } | null {
  const unread = work.unreadCommentCount ?? 0;
  const total = work.commentCount ?? 0;
  if (unread > 0) return { text: unread === 1 ? 'New comment' : `${unread} new comments`, unread: true };
  if (total > 0) return { text: total === 1 ? '1 comment' : `${total} comments`, unread: false };
  return null;
}
