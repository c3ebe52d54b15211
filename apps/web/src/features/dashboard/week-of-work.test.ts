import type { HomeworkInsight } from '@mathsight/contract/assignments.ts';
import { describe, expect, it } from 'vitest';
import { dueThisWeek, justFinished } from './week-of-work.ts';

const work = (assignmentId: number, endDate: string): HomeworkInsight => ({
  assignmentId,
  kind: 'TopicQuiz',
  name: `Work ${assignmentId}`,
  startDate: '2025-02-01T09:00:00Z',
  endDate,
  dueStatus: 'Open',
  groups: [],
  studentCount: 10,
  startedCount: 0,
  completedCount: 0,
  completionPercent: 0,
  averageScorePercent: null,
  answeredPercent: null,
  questionCount: 8,
});

const now = new Date('2025-03-10T12:00:00Z');
const items = [
  work(1, '2025-03-12T08:30:00Z'),
  work(2, '2025-03-18T08:30:00Z'),
  work(3, '2025-03-11T08:30:00Z'),
  work(4, '2025-03-09T08:30:00Z'),
  work(5, '2025-03-01T08:30:00Z'),
  work(6, '2025-03-10T11:00:00Z'),
];

describe('the dashboard’s week of work', () => {
  it('lists what is due in the next 7 days, soonest first', () => {
    expect(dueThisWeek(items, now).map((w) => w.assignmentId)).toEqual([3, 1]);
  });
  it('lists what ended in the last 7 days, latest first', () => {
    expect(justFinished(items, now).map((w) => w.assignmentId)).toEqual([6, 4]);
  });
});
