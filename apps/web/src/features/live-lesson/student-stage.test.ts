import type { MyVote } from '@mathsight/contract/live-lessons.ts';
import { describe, expect, it } from 'vitest';
import { studentStage } from './student-stage.ts';
import { studentView } from './test-fixtures.tsx';

const vote = (round: 1 | 2, letter: MyVote['letter']): MyVote => ({
  voteId: round,
  questionId: 501,
  round,
  letter,
  reason: null,
  votedAt: '2026-11-29T10:00:00Z',
  isCorrect: null,
});

describe('studentStage', () => {
  it('says each step of a question in turn, and each step has its own key', () => {
    const steps = [
      studentView({ phase: 'Waiting', question: null, openRound: null }),
      studentView(),
      studentView({ myVotes: [vote(1, 'A')] }),
      studentView({ phase: 'Revealed', openRound: null, correctLetter: 'B', myVotes: [vote(1, 'A')] }),
      studentView({ phase: 'Revoting', openRound: 2, myVotes: [vote(1, 'A')] }),
      studentView({ phase: 'Revoting', openRound: 2, myVotes: [vote(1, 'A'), vote(2, 'B')] }),
      studentView({
        phase: 'Revealed',
        openRound: null,
        correctLetter: 'B',
        myVotes: [vote(1, 'A'), vote(2, 'B')],
      }),
      studentView({ phase: 'Ended' }),
    ].map(studentStage);
    expect(steps.map((s) => s.announcement)).toEqual([
      'Wait for your teacher to show the first question.',
      'Question 1 is open: choose your answer.',
      'Your answer A is sent. Wait for your teacher.',
      'Answers revealed: the right answer is B. Yours was A.',
      'Vote again on question 1: keep your answer or change it.',
      'Your answer B is sent. Wait for your teacher.',
      'Answers revealed: your answer B is right.',
      'This live lesson has ended.',
    ]);
    expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
  });

  it('tells a student who missed a vote that it has closed', () => {
    expect(
      studentStage(studentView({ phase: 'Revealed', openRound: null, correctLetter: 'B' })).announcement,
    ).toBe('Voting on question 1 has closed. Look at the board.');
  });
});
