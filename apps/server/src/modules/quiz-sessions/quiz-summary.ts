import { SCHOOL_TIME_ZONE } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type {
  AnswerFeedback,
  QuestionOutcome,
  QuizSummary,
  StudentAnswer,
} from '@mathsight/contract/quiz-sessions.ts';
import { percent } from '../../shared/percent.ts';
import type { AnswerRow, OptionRow, SessionContext } from './quiz-session-rows.ts';

/** What a student is shown of their answers: each answer with its feedback, and the hand-in summary. */

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "3 March 2026 at 17:00", school time. */
export function schoolDateTime(date: Date): string {
  return dateFormat.format(date).replace(', ', ' at ');
}

export function toStudentAnswer(a: AnswerRow, feedback: AnswerFeedback | null): StudentAnswer {
  return {
    studentAnswerId: a.id,
    clientAnswerId: a.clientAnswerId,
    questionId: a.questionId,
    letter: a.letter as OptionLetter,
    attempt: a.attempt,
    confidence: a.confidence,
    timeTakenMs: a.timeTakenMs,
    answeredAt: a.answeredAt.toISOString(),
    feedback,
    teacherFeedback: a.teacherFeedback ?? null,
  };
}

/** Right or not, the right letter, and the chosen option's misconception with how to fix it. */
export function feedbackOf(
  a: Pick<AnswerRow, 'isCorrect' | 'answerId'>,
  options: OptionRow[],
): AnswerFeedback {
  const correct = options.find((o) => o.isCorrect);
  const chosen = options.find((o) => o.answerId === a.answerId);
  return {
    isCorrect: a.isCorrect,
    correctLetter: (correct?.letter ?? 'A') as OptionLetter,
    misconception:
      chosen?.misconceptionId != null
        ? {
            misconceptionId: chosen.misconceptionId,
            name: chosen.misconceptionName ?? '',
            howToFix: chosen.misconceptionHowToFix ?? '',
          }
        : null,
  };
}

export function summarise(
  session: SessionContext,
  questions: Array<{ questionId: number; sequence: number }>,
  answers: AnswerRow[],
  options: OptionRow[],
  completedAt: Date,
): QuizSummary {
  const optionsOf = Map.groupBy(options, (o) => o.questionId);
  const answersOf = Map.groupBy(answers, (a) => a.questionId);
  const toWorkOn = new Map<
    number,
    { misconceptionId: number; name: string; howToFix: string; count: number }
  >();
  const outcomes: QuestionOutcome[] = questions.map((q) => {
    const opts = optionsOf.get(q.questionId) ?? [];
    const given = answersOf.get(q.questionId) ?? [];
    const first = given.find((a) => a.attempt === 1);
    const second = given.find((a) => a.attempt === 2);
    const feedback = first ? feedbackOf(first, opts) : null;
    if (feedback?.misconception) {
      const m = feedback.misconception;
      const entry = toWorkOn.get(m.misconceptionId) ?? { ...m, count: 0 };
      entry.count += 1;
      toWorkOn.set(m.misconceptionId, entry);
    }
    return {
      questionId: q.questionId,
      sequence: q.sequence,
      answered: !!first,
      isCorrect: first ? first.isCorrect : null,
      letter: (first?.letter ?? null) as OptionLetter | null,
      correctLetter: (opts.find((o) => o.isCorrect)?.letter ?? 'A') as OptionLetter,
      correctOnRetry: second?.isCorrect ?? false,
      misconception: feedback?.misconception ?? null,
    };
  });
  const answeredCount = outcomes.filter((o) => o.answered).length;
  const correctCount = outcomes.filter((o) => o.isCorrect).length;
  return {
    quizSessionId: session.quizSessionId,
    assignmentId: session.assignmentId,
    completedAt: completedAt.toISOString(),
    questionCount: questions.length,
    answeredCount,
    correctCount,
    scorePercent: percent(correctCount, questions.length) ?? 0,
    questions: outcomes,
    misconceptionsToWorkOn: [...toWorkOn.values()].sort(
      (a, b) => b.count - a.count || a.misconceptionId - b.misconceptionId,
    ),
  };
}
