import type {
  QuizSession,
  QuizSessionQuestion,
  SubmitAnswerResponse,
} from '@mathsight/contract/quiz-sessions.ts';

/** Independent practice has no assignment: its questions are chosen one at a time (nextQuestionId). */
export function isPractice(session: Pick<QuizSession, 'assignmentId'>): boolean {
  return session.assignmentId === null;
}

/**
 * The question to ask now: in set work the first one, in order, with no answer yet (so a resumed
 * session carries on where the student stopped); in practice the one the server chose next.
 * Null when there is nothing left to answer.
 */
export function currentQuestion(session: QuizSession): QuizSessionQuestion | null {
  if (isPractice(session)) {
    const next = session.questions.find((q) => q.questionId === session.nextQuestionId);
    return next && next.answers.length === 0 ? next : null;
  }
  const ordered = [...session.questions].sort((a, b) => a.sequence - b.sequence);
  return ordered.find((q) => q.answers.length === 0) ?? null;
}

/** "Question 3 of 10" in set work; "Question 3" in practice, whose length depends on the answers. */
export function questionLabel(session: QuizSession, question: QuizSessionQuestion): string {
  if (isPractice(session)) {
    const answered = session.questions.filter(
      (q) => q.answers.length > 0 && q.questionId !== question.questionId,
    ).length;
    return `Question ${answered + 1}`;
  }
  const ordered = [...session.questions].sort((a, b) => a.sequence - b.sequence);
  const index = ordered.findIndex((q) => q.questionId === question.questionId);
  return `Question ${index + 1} of ${ordered.length}`;
}

/** How many questions have a first answer, out of how many (practice: out of those asked so far). */
export function answeredOf(session: QuizSession): { answered: number; total: number } {
  return {
    answered: session.questions.filter((q) => q.answers.length > 0).length,
    total: session.questions.length,
  };
}

/**
 * The session as it stands after the server stored an answer, so the screen moves on without
 * asking for the whole session again. A resent answer (created false) is not added twice.
 * A retry is open only in set work that gives feedback after each question, after a wrong first
 * answer (the server's rule, decision 0006).
 */
export function withAnswer(session: QuizSession, response: SubmitAnswerResponse): QuizSession {
  const { answer } = response;
  const feedbackNow = session.feedbackMode === 'AfterEachQuestion' && !isPractice(session);
  return {
    ...session,
    nextQuestionId: isPractice(session) ? response.nextQuestionId : session.nextQuestionId,
    questions: session.questions.map((q) => {
      if (q.questionId !== answer.questionId) return q;
      const answers = q.answers.some((a) => a.studentAnswerId === answer.studentAnswerId)
        ? q.answers
        : [...q.answers, answer].sort((a, b) => a.attempt - b.attempt);
      const first = answers[0];
      const canRetry =
        feedbackNow && answers.length === 1 && first?.attempt === 1 && first.feedback?.isCorrect === false;
      return { ...q, answers, canRetry };
    }),
  };
}
