import { describe, expect, it } from 'vitest';
import type { GridCell, ResultsGrid } from './insights.ts';
import {
  CompactResultsGridSchema,
  compactCells,
  compactResultsGrid,
  expandCells,
  expandResultsGrid,
  NOT_ANSWERED,
} from './results-grid.ts';

const cell = (
  questionId: number,
  letter: GridCell['letter'],
  isCorrect: boolean,
  extra: Partial<GridCell> = {},
) => ({
  questionId,
  studentAnswerId: questionId * 10,
  letter,
  isCorrect,
  misconceptionId: isCorrect ? null : 7,
  retryStudentAnswerId: null,
  retryLetter: null,
  retryIsCorrect: null,
  teacherFeedback: null,
  ...extra,
});

describe('the columnar results grid', () => {
  const questionIds = [30, 10, 20];

  it('writes one entry per question in the questions’ order, with none for unanswered ones', () => {
    const cells = compactCells(
      [
        cell(10, 'B', false, { retryStudentAnswerId: 11, retryLetter: 'C', retryIsCorrect: true }),
        cell(30, 'A', true, { teacherFeedback: 'Well done' }),
      ],
      questionIds,
    );
    expect(cells).toEqual({
      letters: `AB${NOT_ANSWERED}`,
      correct: `10${NOT_ANSWERED}`,
      answerIds: [300, 100, null],
      misconceptionIds: [null, 7, null],
      retries: [[1, 'C', true, 11]],
      comments: [[0, 'Well done']],
    });
  });

  it('reads cells back as they were, in question order, leaving out unanswered questions', () => {
    const answers = [
      cell(30, 'A', true, { teacherFeedback: 'Well done' }),
      cell(10, 'B', false, { retryStudentAnswerId: 11, retryLetter: 'C', retryIsCorrect: true }),
    ];
    expect(expandCells(compactCells(answers, questionIds), questionIds)).toEqual(answers);
    expect(expandCells(compactCells([], questionIds), questionIds)).toEqual([]);
  });

  it('leaves out answers to questions no longer in the grid', () => {
    expect(compactCells([cell(99, 'D', false)], questionIds).letters).toBe('---');
  });

  it('round-trips a whole grid through its schema, with no field name per cell', () => {
    const question = (questionId: number, sequence: number) => ({
      questionId,
      sequence,
      stem: `Question ${sequence}`,
      correctLetter: 'A' as const,
      bankCorrectLetter: 'A' as const,
      markCorrected: false,
      optionCounts: (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, count: 0 })),
      answeredCount: 0,
      correctCount: 0,
      correctPercent: null,
    });
    const grid: ResultsGrid = {
      work: {
        assignmentId: 1,
        quizId: null,
        schoolId: 2,
        kind: 'TopicQuiz',
        name: 'Fractions',
        startDate: null,
        endDate: null,
        dueStatus: null,
        feedbackMode: null,
        groups: [],
        questionCount: 3,
        canEdit: true,
      },
      groupId: null,
      questions: questionIds.map((id, i) => question(id, i + 1)),
      students: [
        {
          studentId: 5,
          firstName: 'Amara',
          lastName: 'Okafor',
          groupId: 3,
          status: 'InProgress',
          startedAt: '2030-01-01T09:00:00.000Z',
          completedAt: null,
          answeredCount: 1,
          correctCount: 0,
          scorePercent: 0,
          completionPercent: 33,
          timeTakenMs: 9000,
          effortPercent: 10,
          effort: 'Low',
          lessonFlowId: null,
          answers: [cell(20, 'D', false)],
        },
      ],
      totals: {
        studentCount: 1,
        notStartedCount: 0,
        inProgressCount: 1,
        completedCount: 0,
        completionPercent: 0,
        answeredCount: 1,
        correctCount: 0,
        averageScorePercent: 0,
        answeredPercent: 33,
        averageTimeTakenMs: 9000,
        averageEffortPercent: 10,
      },
    };
    const json = JSON.stringify(compactResultsGrid(grid));
    expect(json).not.toContain('"isCorrect"');
    expect(expandResultsGrid(CompactResultsGridSchema.parse(JSON.parse(json)))).toEqual(grid);
  });

  it('refuses a cell string with anything but letters, marks and the empty mark', () => {
    const bad = CompactResultsGridSchema.shape.students.element.shape.cells.safeParse({
      letters: 'AE',
      correct: '1x',
      answerIds: [],
      misconceptionIds: [],
      retries: [],
      comments: [],
    });
    expect(bad.success).toBe(false);
  });
});
