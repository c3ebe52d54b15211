import type { FixableMisconception, RecentWork } from '@mathsight/contract/insights.ts';
import { describe, expect, it } from 'vitest';
import {
  FIX_MAX_MISCONCEPTIONS,
  followUpQuestionCount,
  holdersOf,
  initialChoice,
  rankWorthFixing,
  toggleChoice,
} from './fix-selection.ts';

const student = (studentId: number, firstName: string, lastName: string) => ({
  studentId,
  firstName,
  lastName,
  groupId: 11,
});

function misconception(
  id: number,
  students: ReturnType<typeof student>[],
  available = 5,
): FixableMisconception {
  return {
    misconceptionId: id,
    name: `M${id}`,
    description: '',
    howToFix: '',
    studentCount: students.length,
    students,
    questionIds: [1],
    availableQuestionCount: available,
  };
}

const amara = student(1, 'Amara', 'Okafor');
const ben = student(2, 'Ben', 'Adams');
const chloe = student(3, 'Chloe', 'Zhang');
const items = [
  misconception(10, [amara, ben, chloe]),
  misconception(20, [amara], 1),
  misconception(30, [ben], 0),
];

describe('choosing what to fix', () => {
  it('ticks the misconception the teacher came from, if the bank can target it', () => {
    expect(initialChoice(items, 20)).toEqual([20]);
    expect(initialChoice(items, 30)).toEqual([]);
    expect(initialChoice(items, null)).toEqual([]);
  });

  it('sets the follow-up for everyone holding a chosen misconception, once each, by name', () => {
    expect(holdersOf(items, [10, 20]).map((s) => s.firstName)).toEqual(['Ben', 'Amara', 'Chloe']);
    expect(holdersOf(items, [20])).toEqual([amara]);
    expect(holdersOf(items, [])).toEqual([]);
  });

  it('counts a few questions per misconception as the bank allows, up to the cap', () => {
    expect(followUpQuestionCount(items, [10, 20])).toBe(4);
    const many = Array.from({ length: 6 }, (_, i) => misconception(100 + i, [amara]));
    expect(
      followUpQuestionCount(
        many,
        many.map((m) => m.misconceptionId),
      ),
    ).toBe(12);
  });

  it('ticks and unticks, never beyond the limit', () => {
    expect(toggleChoice([10], 20)).toEqual([10, 20]);
    expect(toggleChoice([10, 20], 10)).toEqual([20]);
    const full = Array.from({ length: FIX_MAX_MISCONCEPTIONS }, (_, i) => i + 1);
    expect(toggleChoice(full, 99)).toEqual(full);
  });
});

describe('finished work worth fixing', () => {
  const work = (assignmentId: number, extra: Partial<RecentWork>): RecentWork => ({
    assignmentId,
    kind: 'TopicQuiz',
    name: `Work ${assignmentId}`,
    startDate: '2030-03-01T09:00:00Z',
    endDate: '2030-03-08T09:00:00Z',
    dueStatus: 'Ended',
    groups: [],
    studentCount: 30,
    startedCount: 30,
    completedCount: 30,
    completionPercent: 100,
    averageScorePercent: 50,
    answeredPercent: 100,
    questionCount: 10,
    ...extra,
  });

  it('ranks ended work by how much is wrong, leaving out open, unstarted and perfect work', () => {
    const ranked = rankWorthFixing([
      work(1, { averageScorePercent: 80 }),
      work(2, { averageScorePercent: 40 }),
      work(3, { dueStatus: 'Open', averageScorePercent: 10 }),
      work(4, { startedCount: 0, averageScorePercent: null }),
      work(5, { averageScorePercent: 100 }),
      work(6, { startedCount: 5, averageScorePercent: 20 }),
    ]);
    expect(ranked.map((w) => w.assignmentId)).toEqual([2, 1, 6]);
  });

  it('does not count questions left unanswered as wrong', () => {
    // 60% right of the questions set and 60% answered: nothing answered was wrong.
    expect(rankWorthFixing([work(1, { averageScorePercent: 60, answeredPercent: 60 })])).toEqual([]);
  });
});
