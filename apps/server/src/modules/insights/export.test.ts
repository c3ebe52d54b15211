import type { ResultsGrid } from '@mathsight/contract/insights.ts';
import { describe, expect, it } from 'vitest';
import { toCsv } from './export.ts';

const grid: ResultsGrid = {
  work: {
    assignmentId: 1,
    quizId: 1,
    schoolId: 1,
    kind: 'TopicQuiz',
    name: 'Fractions',
    startDate: null,
    endDate: null,
    dueStatus: null,
    feedbackMode: null,
    groups: [{ groupId: 1, code: '7A/Ma1' }],
    questionCount: 0,
    canEdit: true,
  },
  groupId: null,
  questions: [],
  students: [
    {
      studentId: 1,
      firstName: '@SUM(A1)',
      lastName: '=HYPERLINK("https://evil.example","Click")',
      groupId: 1,
      status: 'NotStarted',
      startedAt: null,
      completedAt: null,
      answeredCount: 0,
      correctCount: 0,
      scorePercent: null,
      completionPercent: 0,
      timeTakenMs: 0,
      effortPercent: null,
      effort: null,
      lessonFlowId: null,
      answers: [],
    },
  ],
  totals: {
    studentCount: 1,
    notStartedCount: 1,
    inProgressCount: 0,
    completedCount: 0,
    completionPercent: 0,
    answeredCount: 0,
    correctCount: 0,
    averageScorePercent: null,
    answeredPercent: null,
    averageTimeTakenMs: null,
    averageEffortPercent: null,
  },
};

describe('toCsv', () => {
  it('carries a student’s formula-like name as text, never as a formula', () => {
    const [, row] = toCsv(grid).split('\n');
    expect(row).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.example"",""Click""\)",'@SUM\(A1\),7A\/Ma1,/);
  });
});
