import { describe, expect, it } from 'vitest';
import {
  clearPendingAnswer,
  type KeyValueStore,
  pendingAnswerFor,
  readPendingAnswer,
} from './pending-answer.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const draft = { questionId: 10, attempt: 1, letter: 'B' as const, timeTakenMs: 4200 };

describe('pending answers', () => {
  it('gives an attempt one clientAnswerId, reused by every resend until the server has it', () => {
    const store = memoryStore();
    let n = 0;
    const newId = () => `id-${++n}`;
    const first = pendingAnswerFor(store, 7, draft, newId);
    expect(first.clientAnswerId).toBe('id-1');
    // A resend (after a network error or a reload) sends the same answer with the same id.
    const again = pendingAnswerFor(store, 7, { ...draft, letter: 'D', timeTakenMs: 9000 }, newId);
    expect(again).toEqual(first);
    expect(readPendingAnswer(store, 7)).toEqual(first);
  });

  it('starts a new id for the next attempt or question, and keeps sessions apart', () => {
    const store = memoryStore();
    let n = 0;
    const newId = () => `id-${++n}`;
    pendingAnswerFor(store, 7, draft, newId);
    expect(pendingAnswerFor(store, 7, { ...draft, attempt: 2 }, newId).clientAnswerId).toBe('id-2');
    expect(pendingAnswerFor(store, 7, { ...draft, questionId: 11 }, newId).clientAnswerId).toBe('id-3');
    expect(readPendingAnswer(store, 8)).toBeNull();
  });

  it('forgets only the answer the server stored', () => {
    const store = memoryStore();
    const pending = pendingAnswerFor(store, 7, draft, () => 'id-1');
    clearPendingAnswer(store, 7, 'another-id');
    expect(readPendingAnswer(store, 7)).toEqual(pending);
    clearPendingAnswer(store, 7, 'id-1');
    expect(readPendingAnswer(store, 7)).toBeNull();
  });

  it('ignores anything unreadable, and still answers when storage refuses to keep it', () => {
    const store = memoryStore();
    store.data.set('mathsight.quiz-session.7.pending', '{not json');
    expect(readPendingAnswer(store, 7)).toBeNull();
    store.data.set(
      'mathsight.quiz-session.7.pending',
      JSON.stringify({ ...draft, letter: 'Z', clientAnswerId: 'x' }),
    );
    expect(readPendingAnswer(store, 7)).toBeNull();
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(pendingAnswerFor(full, 7, draft, () => 'id-9').clientAnswerId).toBe('id-9');
  });

  it('makes real UUIDs by default', () => {
    expect(pendingAnswerFor(memoryStore(), 7, draft).clientAnswerId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
