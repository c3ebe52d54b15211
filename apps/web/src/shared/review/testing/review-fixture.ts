import type { WorkReview } from '@mathsight/contract/work-review.ts';

const misconception = {
  misconceptionId: 7,
  name: 'Adds the denominators',
  description: 'Treats a fraction as two separate numbers.',
  howToFix: 'Find a common denominator first, then add the numerators.',
};

const option = (letter: 'A' | 'B' | 'C' | 'D', text: string, isCorrect: boolean) => ({
  answerId: letter.charCodeAt(0),
  letter,
  text,
  isCorrect,
  misconception: letter === 'B' ? misconception : null,
});

/** A student's review of two questions: the first answered wrongly, with an unread comment. */
export const review: WorkReview = {
  work: {
    assignmentId: 5,
    quizId: null,
    schoolId: 1,
    kind: 'TopicQuiz',
    name: 'Fractions homework',
    startDate: '2026-11-20T08:00:00Z',
    endDate: '2026-11-27T16:00:00Z',
    dueStatus: 'Open',
    feedbackMode: 'AtEnd',
    groups: [],
    questionCount: 2,
    canEdit: false,
  },
  student: {
    studentId: 3,
    firstName: 'Amara',
    lastName: 'Okafor',
    groupId: null,
    status: 'Completed',
    startedAt: '2026-11-21T09:00:00Z',
    completedAt: '2026-11-21T09:10:00Z',
    answeredCount: 1,
    correctCount: 0,
    scorePercent: 0,
    completionPercent: 50,
    timeTakenMs: 30_000,
    effortPercent: null,
    effort: null,
    lessonFlowId: null,
  },
  questions: [
    {
      questionId: 11,
      sequence: 1,
      stem: 'What is one half add one third?',
      diagramSvg: null,
      diagramAlt: null,
      correctLetter: 'C',
      markCorrected: false,
      options: [
        option('A', 'one sixth', false),
        option('B', 'two fifths', false),
        option('C', 'five sixths', true),
        option('D', 'one', false),
      ],
      attempts: [
        {
          studentAnswerId: 90,
          attempt: 1,
          letter: 'B',
          isCorrect: false,
          misconception,
          confidence: null,
          timeTakenMs: 30_000,
          answeredAt: '2026-11-21T09:05:00Z',
          feedback: {
            studentAnswerId: 90,
            comment: 'Look at the bottom numbers again.',
            teacherId: 2,
            teacherName: 'Ms Patel',
            updatedAt: '2026-11-22T10:00:00Z',
            readByStudentAt: null,
          },
        },
      ],
    },
    {
      questionId: 12,
      sequence: 2,
      stem: 'What is two quarters?',
      diagramSvg: null,
      diagramAlt: null,
      correctLetter: 'A',
      markCorrected: false,
      options: [
        option('A', 'one half', true),
        option('B', 'two', false),
        option('C', 'four', false),
        option('D', 'one quarter', false),
      ],
      attempts: [],
    },
  ],
  misconceptions: [{ ...misconception, count: 1 }],
};
