import type { StudentAssignment } from '@mathsight/contract/quiz-sessions.ts';
import { describe, expect, it } from 'vitest';
import { commentBadgeText, progressText, scoreText, workActionOf } from './work-action.ts';

const now = new Date('2026-11-23T10:00:00Z');

function work(overrides: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    assignmentId: 1,
    kind: 'DiagnosticQuiz',
    name: 'Fractions',
    startDate: '2026-11-20T08:00:00Z',
    endDate: '2026-11-27T16:00:00Z',
    dueStatus: 'Open',
    feedbackMode: 'AfterEachQuestion',
    questionCount: 10,
    answeredCount: 0,
    correctCount: 0,
    startedAt: null,
    completedAt: null,
    progressPercent: 0,
    ...overrides,
  };
}

describe('workActionOf', () => {
  it('offers Start for open work not yet begun', () => {
    expect(workActionOf(work(), now)).toEqual({ kind: 'start', label: 'Start' });
  });

  it('offers Continue once the work has begun, even before an answer', () => {
    expect(workActionOf(work({ startedAt: '2026-11-21T09:00:00Z' }), now).kind).toBe('continue');
    expect(workActionOf(work({ answeredCount: 3 }), now).kind).toBe('continue');
  });

  it('offers the results of work handed in while it is still open', () => {
    expect(workActionOf(work({ completedAt: '2026-11-22T09:00:00Z', answeredCount: 10 }), now).kind).toBe(
      'results',
    );
  });

  it('says when work not yet open opens, with no button', () => {
    const later = work({ startDate: '2026-11-30T08:00:00Z', endDate: '2026-12-07T16:00:00Z' });
    expect(workActionOf(later, now)).toEqual({ kind: 'opens', opensAt: '2026-11-30T08:00:00Z' });
  });

  it('offers the read-only results once the work has closed, handed in or not', () => {
    const closed = { startDate: '2026-11-10T08:00:00Z', endDate: '2026-11-23T10:00:00Z' };
    const results = { kind: 'results', label: 'See your results' };
    expect(workActionOf(work(closed), now)).toEqual(results);
    expect(workActionOf(work({ ...closed, completedAt: '2026-11-12T09:00:00Z' }), now)).toEqual(results);
  });
});

describe('comment badge', () => {
  it('says how many comments are new, else how many there are, else nothing', () => {
    expect(commentBadgeText({ commentCount: 1, unreadCommentCount: 1 })).toEqual({
      text: 'New comment',
      unread: true,
    });
    expect(commentBadgeText({ commentCount: 3, unreadCommentCount: 2 })?.text).toBe('2 new comments');
    expect(commentBadgeText({ commentCount: 1, unreadCommentCount: 0 })).toEqual({
      text: '1 comment',
      unread: false,
    });
    expect(commentBadgeText({ commentCount: 0, unreadCommentCount: 0 })).toBeNull();
    expect(commentBadgeText({})).toBeNull();
  });
});

describe('progress and score', () => {
  it('counts answered questions', () => {
    expect(progressText(work({ answeredCount: 3 }))).toBe('3 of 10 questions answered');
    expect(progressText(work({ answeredCount: 0, questionCount: 1 }))).toBe('0 of 1 question answered');
  });

  it('scores against every question, and not before an answer', () => {
    expect(scoreText(work({ answeredCount: 8, correctCount: 7 }))).toBe('7 out of 10 right (70%)');
    expect(scoreText(work())).toBeNull();
  });
});
