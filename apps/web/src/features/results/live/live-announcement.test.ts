import type { AnswerEvent } from '@mathsight/contract/quiz-sessions.ts';
import { describe, expect, it } from 'vitest';
import { liveAnnouncement } from './live-announcement.ts';

const answer = (studentName: string, isCorrect: boolean): AnswerEvent => ({
  assignmentId: 1,
  groupId: 2,
  studentId: studentName.length,
  studentName,
  questionId: 3,
  letter: 'A',
  isCorrect,
  misconceptionId: null,
  attempt: 1,
  answeredAt: '2026-11-28T10:00:00Z',
});

describe('what a screen reader hears of live answers', () => {
  it('names up to three students, counts more, and says how many were right', () => {
    expect(liveAnnouncement([])).toBe('');
    expect(liveAnnouncement([answer('Amy Ash', true)])).toBe('New answer from Amy Ash: 1 right.');
    expect(
      liveAnnouncement([answer('Amy Ash', true), answer('Ben Cole', false), answer('Amy Ash', false)]),
    ).toBe('3 new answers from Amy Ash and Ben Cole: 1 right.');
    expect(liveAnnouncement(['A A', 'B B', 'C C', 'D D'].map((n, i) => answer(n, i % 2 === 0)))).toBe(
      '4 new answers from 4 students: 2 right.',
    );
  });
});
