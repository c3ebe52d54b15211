import type { StudentAssignment } from '@mathsight/contract/quiz-sessions.ts';

/**
 * What a student can do with one piece of work now: start it, carry on, see the results of work
 * handed in while it is still open, wait for it to open, or nothing (it has closed).
 */
export type WorkAction =
  | { kind: 'start'; label: 'Start' }
  | { kind: 'continue'; label: 'Continue' }
  | { kind: 'results'; label: 'See your results' }
  | { kind: 'opens'; opensAt: string }
  | { kind: 'closed' };

export function workActionOf(work: StudentAssignment, now: Date = new Date()): WorkAction {
  const t = now.getTime();
  if (t < Date.parse(work.startDate)) return { kind: 'opens', opensAt: work.startDate };
  // The server refuses a session once the work has closed, results included (decision 0006).
  if (t >= Date.parse(work.endDate)) return { kind: 'closed' };
  if (work.completedAt) return { kind: 'results', label: 'See your results' };
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
