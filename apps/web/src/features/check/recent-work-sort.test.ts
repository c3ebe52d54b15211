import type { RecentWork } from '@mathsight/contract/insights.ts';
import { describe, expect, it } from 'vitest';
import { sortRecentWork } from './recent-work-sort.ts';

const work = (
  assignmentId: number,
  name: string,
  endDate: string,
  score: number | null,
  completion: number,
): RecentWork => ({
  assignmentId,
  kind: 'TopicQuiz',
  name,
  startDate: '2030-03-01T09:00:00Z',
  endDate,
  dueStatus: 'Ended',
  groups: [],
  studentCount: 30,
  startedCount: 20,
  completedCount: 10,
  completionPercent: completion,
  averageScorePercent: score,
  answeredPercent: 100,
  questionCount: 10,
});

const items = [
  work(1, 'Fractions', '2030-03-08T09:00:00Z', 70, 50),
  work(2, 'angles', '2030-03-10T09:00:00Z', null, 0),
  work(3, 'Decimals', '2030-03-09T09:00:00Z', 40, 90),
];
const ids = (rows: RecentWork[]) => rows.map((r) => r.assignmentId);

describe('sorting recent work (spec §3 assignmentsSortBy)', () => {
  it('sorts by end date, newest first by default', () => {
    expect(ids(sortRecentWork(items, { param: 'endDate', order: 'desc' }))).toEqual([2, 3, 1]);
  });

  it('sorts by name regardless of case', () => {
    expect(ids(sortRecentWork(items, { param: 'name', order: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('sorts by score with unanswered work last, and by completion', () => {
    expect(ids(sortRecentWork(items, { param: 'score', order: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortRecentWork(items, { param: 'score', order: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(sortRecentWork(items, { param: 'completion', order: 'desc' }))).toEqual([3, 1, 2]);
  });
});
