import type { LiveStudent, TeacherVote } from '@mathsight/contract/live-lessons.ts';
import { describe, expect, it } from 'vitest';
import { movedToRight, notAnswered, voteWords } from './lesson-people.ts';

const vote = (round: 1 | 2, letter: 'A' | 'B', isCorrect: boolean): TeacherVote => ({
  voteId: round * 10,
  round,
  letter,
  isCorrect,
  misconceptionId: null,
  studentAnswerId: null,
  reason: null,
  reasonHidden: false,
  votedAt: '2026-11-29T10:00:00Z',
});
const student = (id: number, first: TeacherVote | null, second: TeacherVote | null): LiveStudent => ({
  studentId: id,
  name: `Student ${id}`,
  joined: true,
  first,
  second,
  movedToRight: first !== null && !first.isCorrect && second?.isCorrect === true,
});
const students = [
  student(1, vote(1, 'A', false), vote(2, 'B', true)),
  student(2, vote(1, 'B', true), null),
  student(3, null, null),
];

describe('who is where on the open question', () => {
  it('lists who has not voted in the round now open', () => {
    expect(notAnswered(students, 'Voting').map((s) => s.studentId)).toEqual([3]);
    expect(notAnswered(students, 'Revoting').map((s) => s.studentId)).toEqual([2, 3]);
    expect(notAnswered(students, 'Waiting')).toEqual([]);
    expect(notAnswered(students, 'Ended')).toEqual([]);
  });

  it('names who moved from a wrong answer to the right one', () => {
    expect(movedToRight(students).map((s) => s.studentId)).toEqual([1]);
  });

  it('says a vote in words', () => {
    expect(voteWords(vote(1, 'A', false))).toBe('A, wrong');
    expect(voteWords(null)).toBe('—');
  });
});
