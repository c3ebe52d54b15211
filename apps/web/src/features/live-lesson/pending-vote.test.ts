import { describe, expect, it } from 'vitest';
import { clearPendingVote, pendingVoteFor, readPendingVote } from './pending-vote.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('a vote kept until the server has it', () => {
  it('keeps one id per question and round, so a resend is the same vote', () => {
    const store = memoryStore();
    let n = 0;
    const id = () => `id-${++n}`;
    const first = pendingVoteFor(store, 4, { questionId: 9, round: 1, letter: 'B', timeTakenMs: 10 }, id);
    const again = pendingVoteFor(store, 4, { questionId: 9, round: 1, letter: 'C', timeTakenMs: 99 }, id);
    expect(again).toEqual(first);
    expect(readPendingVote(store, 4)).toEqual(first);
    const revote = pendingVoteFor(store, 4, { questionId: 9, round: 2, letter: 'C', timeTakenMs: 5 }, id);
    expect(revote.clientAnswerId).toBe('id-2');
    clearPendingVote(store, 4);
    expect(readPendingVote(store, 4)).toBeNull();
  });

  it('ignores anything unreadable', () => {
    const store = memoryStore();
    store.setItem('mathsight.live-lesson.4.pending-vote', '{"questionId":"x"}');
    expect(readPendingVote(store, 4)).toBeNull();
    store.setItem('mathsight.live-lesson.4.pending-vote', 'not json');
    expect(readPendingVote(store, 4)).toBeNull();
  });
});
