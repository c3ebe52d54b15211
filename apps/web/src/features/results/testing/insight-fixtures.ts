import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';

/** Test data for the results screens, in the contract's shapes. */
export function makeCell(
  questionId: number,
  letter: GridCell['letter'],
  isCorrect: boolean,
  extra: Partial<GridCell> = {},
): GridCell {
  return {
    questionId,
    studentAnswerId: questionId * 100,
    letter,
    isCorrect,
    misconceptionId: isCorrect ? null : 900 + 'ABCD'.indexOf(letter),
    retryStudentAnswerId: null,
    retryLetter: null,
    retryIsCorrect: null,
    teacherFeedback: null,
    ...extra,
  };
}

export function makeStudent(
  studentId: number,
  firstName: string,
  lastName: string,
  answers: GridCell[] = [],
  questionCount = 2,
): GridStudent {
  const correct = answers.filter((a) => a.isCorrect).length;
  return {
    studentId,
    firstName,
    lastName,
    groupId: 11,
    status:
      answers.length === 0 ? 'NotStarted' : answers.length === questionCount ? 'Completed' : 'InProgress',
    startedAt: answers.length ? '2030-03-04T09:00:00.000Z' : null,
    completedAt: answers.length === questionCount ? '2030-03-04T09:20:00.000Z' : null,
    answeredCount: answers.length,
    correctCount: correct,
    scorePercent: answers.length ? Math.round((100 * correct) / questionCount) : null,
    completionPercent: Math.round((100 * answers.length) / questionCount),
    timeTakenMs: answers.length * 20_000,
    effortPercent: answers.length ? 60 : null,
    effort: answers.length ? 'Medium' : null,
    lessonFlowId: null,
    answers,
  };
}

export function makeGridQuestion(
  questionId: number,
  sequence: number,
  correctLetter: GridQuestion['correctLetter'] = 'A',
): GridQuestion {
  return {
    questionId,
    sequence,
    stem: `Question ${sequence} stem`,
    correctLetter,
    bankCorrectLetter: correctLetter,
    markCorrected: false,
    optionCounts: (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, count: 0 })),
    answeredCount: 0,
    correctCount: 0,
    correctPercent: null,
  };
}

export function makeGrid(
  students: GridStudent[],
  questions = [makeGridQuestion(1, 1), makeGridQuestion(2, 2)],
): ResultsGrid {
  return {
    work: {
      assignmentId: 5,
      quizId: 501,
      schoolId: 1,
      kind: 'TopicQuiz',
      name: 'Adding fractions',
      startDate: '2030-03-04T09:00:00.000Z',
      endDate: '2030-03-11T08:30:00.000Z',
      dueStatus: 'Open',
      feedbackMode: 'AfterEachQuestion',
      groups: [{ groupId: 11, code: '7A/Ma1' }],
      questionCount: questions.length,
      canEdit: true,
    },
    groupId: null,
    questions,
    students,
    totals: {
      studentCount: students.length,
      notStartedCount: students.filter((s) => s.status === 'NotStarted').length,
      inProgressCount: students.filter((s) => s.status === 'InProgress').length,
      completedCount: students.filter((s) => s.status === 'Completed').length,
      completionPercent: 0,
      answeredCount: students.reduce((n, s) => n + s.answeredCount, 0),
      correctCount: students.reduce((n, s) => n + s.correctCount, 0),
      averageScorePercent: null,
      answeredPercent: null,
      averageTimeTakenMs: null,
      averageEffortPercent: null,
    },
  };
}
