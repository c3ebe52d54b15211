import type { OptionLetter } from '@mathsight/contract/content.ts';

/** An answer on its way to the server, kept until the server has stored it. */
export interface PendingAnswer {
  questionId: number;
  attempt: number;
  letter: OptionLetter;
  confidence?: number;
  timeTakenMs: number;
  clientAnswerId: string;
}

export type AnswerDraft = Omit<PendingAnswer, 'clientAnswerId'>;

/** What the pending answer lives in: sessionStorage in the browser, a stub in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const LETTERS = new Set(['A', 'B', 'C', 'D']);

const keyOf = (quizSessionId: number) => `mathsight.quiz-session.${quizSessionId}.pending`;

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'number' &&
    typeof v.attempt === 'number' &&
    typeof v.letter === 'string' &&
    LETTERS.has(v.letter) &&
    (v.confidence === undefined || typeof v.confidence === 'number') &&
    typeof v.timeTakenMs === 'number' &&
    typeof v.clientAnswerId === 'string'
  );
}

/** The answer of this session still waiting for the server, if any (anything unreadable is ignored). */
export function readPendingAnswer(store: KeyValueStore, quizSessionId: number): PendingAnswer | null {
  try {
    const raw = store.getItem(keyOf(quizSessionId));
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isPendingAnswer(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The answer to send for this attempt. The first send of an attempt gets a new clientAnswerId and is
 * kept; any later send of the same question and attempt (after a network error, or after the page
 * was reloaded) is that same answer with the same id, so the server stores it once (created false).
 */
export function pendingAnswerFor(
  store: KeyValueStore,
  quizSessionId: number,
  draft: AnswerDraft,
  newId: () => string = () => crypto.randomUUID(),
): PendingAnswer {
  const kept = readPendingAnswer(store, quizSessionId);
  if (kept && kept.questionId === draft.questionId && kept.attempt === draft.attempt) return kept;
  const pending: PendingAnswer = { ...draft, clientAnswerId: newId() };
  try {
    store.setItem(keyOf(quizSessionId), JSON.stringify(pending));
  } catch {
    // Storage full or refused (private browsing): the answer is still sent, only a reload loses it.
  }
  return pending;
}

/** Forgets the pending answer once the server has it (only that one, should another have replaced it). */
export function clearPendingAnswer(store: KeyValueStore, quizSessionId: number, clientAnswerId: string) {
  if (readPendingAnswer(store, quizSessionId)?.clientAnswerId !== clientAnswerId) return;
  try {
    store.removeItem(keyOf(quizSessionId));
  } catch {
    // Nothing to do: a stale pending answer is recognised as already stored and dropped later.
  }
}
