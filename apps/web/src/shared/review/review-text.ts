import type { StudentAttempt, StudentQuestionResult } from '@mathsight/contract/insights.ts';

/** Who the review is for: the student themselves ("You chose") or their teacher ("Sam chose"). */
export type ReviewAudience = { kind: 'student' } | { kind: 'teacher'; firstName: string };

/** The first attempt at a question, and the second if there was one. */
export function attemptsOf(q: StudentQuestionResult): {
  first: StudentAttempt | null;
  second: StudentAttempt | null;
} {
  return {
    first: q.attempts.find((a) => a.attempt === 1) ?? null,
    second: q.attempts.find((a) => a.attempt === 2) ?? null,
  };
}

/** "Right", "Right on second try", "Wrong" or "Not answered": the short outcome for the badge. */
export function reviewOutcomeLabel(q: StudentQuestionResult): string {
  const { first, second } = attemptsOf(q);
  if (!first) return 'Not answered';
  if (first.isCorrect) return 'Right';
  return second?.isCorrect ? 'Right on second try' : 'Wrong';
}

/** "You chose" / "Sam chose". */
export function choseText(audience: ReviewAudience): string {
  return audience.kind === 'student' ? 'You chose' : `${audience.firstName} chose`;
}

/** The option's text for a letter ("" when the question has no such option). */
export function optionText(q: StudentQuestionResult, letter: string): string {
  return q.options.find((o) => o.letter === letter)?.text ?? '';
}

/** "7 out of 10 right (70%)": right first attempts over the work's questions. */
export function reviewScoreText(correct: number, questions: number): string {
  const percent = questions === 0 ? 0 : Math.round((100 * correct) / questions);
  return `${correct} out of ${questions} right (${percent}%)`;
}

/** Teachers' comments in the review, and those the student has not opened before. */
export function commentCounts(questions: StudentQuestionResult[]): { total: number; unread: number } {
  const comments = questions.flatMap((q) => q.attempts.flatMap((a) => (a.feedback ? [a.feedback] : [])));
  return { total: comments.length, unread: comments.filter((c) => !c.readByStudentAt).length };
}
