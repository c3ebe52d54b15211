import type { OptionLetter } from '@mathsight/contract/content.ts';

/** A vote on its way to the server, kept on the device until the server has it. */
export interface PendingVote {
  questionId: number;
  round: 1 | 2;
  letter: OptionLetter;
  clientAnswerId: string;
  timeTakenMs: number;
}

/** Where it lives: sessionStorage in the browser (a reload keeps it, a new tab does not), a stub in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (liveLessonId: number) => `mathsight.live-lesson.${liveLessonId}.pending-vote`;
const LETTERS = new Set(['A', 'B', 'C', 'D']);

function isPendingVote(value: unknown): value is PendingVote {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'number' &&
    (v.round === 1 || v.round === 2) &&
    typeof v.letter === 'string' &&
    LETTERS.has(v.letter) &&
    typeof v.clientAnswerId === 'string' &&
    typeof v.timeTakenMs === 'number'
  );
}

/** The vote of this lesson still waiting for the server, if any (anything unreadable is ignored). */
export function readPendingVote(store: KeyValueStore, liveLessonId: number): PendingVote | null {
  try {
    const raw = store.getItem(keyOf(liveLessonId));
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isPendingVote(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The vote to send for this question and round. The first send gets a new clientAnswerId and is kept;
 * a later send of the same question and round (after a dropped connection or a reload) is that same
 * vote with the same id, so the server stores it once (the quiz-session answer path's rule).
 */
export function pendingVoteFor(
  store: KeyValueStore,
  liveLessonId: number,
  draft: Omit<PendingVote, 'clientAnswerId'>,
  newId: () => string = () => crypto.randomUUID(),
): PendingVote {
  const kept = readPendingVote(store, liveLessonId);
  if (kept && kept.questionId === draft.questionId && kept.round === draft.round) return kept;
  const vote: PendingVote = { ...draft, clientAnswerId: newId() };
  try {
    store.setItem(keyOf(liveLessonId), JSON.stringify(vote));
  } catch {
    // Storage full or refused: the vote is still sent, only not kept across a reload.
  }
  return vote;
}

/** The server has the vote: forget it. */
export function clearPendingVote(store: KeyValueStore, liveLessonId: number): void {
  try {
    store.removeItem(keyOf(liveLessonId));
  } catch {
    // Nothing to do: a stale entry is ignored once its question has a vote.
  }
}
