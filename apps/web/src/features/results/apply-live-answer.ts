import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import type { AnswerEvent } from '@mathsight/contract/quiz-sessions.ts';
import {
  answeredPercentOf,
  effortLevelOf,
  effortPercentOf,
  scorePercentOf,
} from '@mathsight/contract/score-and-effort.ts';

/** A question's share right of those who answered it (a question's figure, not a score). */
function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((100 * part) / whole) : null;
}

function firstAttemptCell(event: AnswerEvent, isCorrect: boolean): GridCell {
  return {
    questionId: event.questionId,
    // Older servers' events lack these; the quiet refetch after the burst (use-live-answers) brings them.
    studentAnswerId: event.studentAnswerId ?? null,
    letter: event.letter,
    isCorrect,
    misconceptionId: isCorrect ? null : event.misconceptionId,
    retryStudentAnswerId: null,
    retryLetter: null,
    retryIsCorrect: null,
    teacherFeedback: null,
  };
}

function withFirstAttempt(
  student: GridStudent,
  cell: GridCell,
  event: AnswerEvent,
  order: Map<number, number>,
  questionCount: number,
) {
  const answers = [...student.answers, cell].sort(
    (a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0),
  );
  const answeredCount = student.answeredCount + 1;
  const correctCount = student.correctCount + (cell.isCorrect ? 1 : 0);
  const timeTakenMs = student.timeTakenMs + (event.timeTakenMs ?? 0);
  const effortPercent = effortPercentOf(answeredCount, questionCount, timeTakenMs);
  return {
    ...student,
    timeTakenMs,
    effortPercent,
    effort: effortLevelOf(effortPercent),
    answers,
    answeredCount,
    correctCount,
    scorePercent: scorePercentOf({
      correct: correctCount,
      answered: answeredCount,
      questions: questionCount,
    }),
    completionPercent: answeredPercentOf({ answered: answeredCount, questions: questionCount }) ?? 0,
    status: student.status === 'NotStarted' ? 'InProgress' : student.status,
    startedAt: student.startedAt ?? event.answeredAt,
  } satisfies GridStudent;
}

function withCountedOption(question: GridQuestion, cell: GridCell): GridQuestion {
  const answeredCount = question.answeredCount + 1;
  const correctCount = question.correctCount + (cell.isCorrect ? 1 : 0);
  return {
    ...question,
    optionCounts: question.optionCounts.map((o) =>
      o.letter === cell.letter ? { ...o, count: o.count + 1 } : o,
    ),
    answeredCount,
    correctCount,
    correctPercent: percent(correctCount, answeredCount),
  };
}

/**
 * The grid with one live answer filled in, without asking the server again. Right or wrong is
 * judged against the work's own mark (a teacher's correction included), not the event's. An answer
 * already shown, or for a student or question the grid does not hold (another class), changes nothing.
 */
export function applyLiveAnswer(grid: ResultsGrid, event: AnswerEvent): ResultsGrid {
  if (grid.work.assignmentId !== event.assignmentId) return grid;
  const question = grid.questions.find((q) => q.questionId === event.questionId);
  const student = grid.students.find((s) => s.studentId === event.studentId);
  if (!question || !student) return grid;
  const isCorrect = event.letter === question.correctLetter;
  const existing = student.answers.find((a) => a.questionId === event.questionId);

  if (event.attempt > 1) {
    if (!existing || existing.retryLetter !== null) return grid;
    const retried: GridCell = {
      ...existing,
      retryStudentAnswerId: event.studentAnswerId ?? null,
      retryLetter: event.letter,
      retryIsCorrect: isCorrect,
    };
    return {
      ...grid,
      students: grid.students.map((s) =>
        s === student ? { ...s, answers: s.answers.map((a) => (a === existing ? retried : a)) } : s,
      ),
    };
  }
  if (existing) return grid;

  const cell = firstAttemptCell(event, isCorrect);
  const order = new Map(grid.questions.map((q) => [q.questionId, q.sequence]));
  const updated = withFirstAttempt(student, cell, event, order, grid.questions.length);
  const started = student.status === 'NotStarted';
  const answeredCount = grid.totals.answeredCount + 1;
  const correctCount = grid.totals.correctCount + (isCorrect ? 1 : 0);
  const notStartedCount = grid.totals.notStartedCount - (started ? 1 : 0);
  // A class's score is over the questions set to those who started (score-and-effort.ts).
  const questionsSet = grid.questions.length * (grid.totals.studentCount - notStartedCount);
  return {
    ...grid,
    questions: grid.questions.map((q) => (q === question ? withCountedOption(q, cell) : q)),
    students: grid.students.map((s) => (s === student ? updated : s)),
    totals: {
      ...grid.totals,
      notStartedCount,
      inProgressCount: grid.totals.inProgressCount + (started ? 1 : 0),
      answeredCount,
      correctCount,
      averageScorePercent: scorePercentOf({
        correct: correctCount,
        answered: answeredCount,
        questions: questionsSet,
      }),
      answeredPercent: answeredPercentOf({ answered: answeredCount, questions: questionsSet }),
    },
  };
}
