import type { AnswerEvent, RealtimeServerMessage } from '@mathsight/contract/quiz-sessions.ts';
import type { Database } from '../db/client.ts';
import {
  ANSWERS_CHANNEL,
  type QuizSessionsRepository,
} from '../modules/quiz-sessions/quiz-sessions.repository.ts';

/** Anything that can receive a message: a WebSocket in production, a stub in tests. */
export interface Subscriber {
  send(message: string): void;
}

type Key = `a${number}` | `g${number}`;

/**
 * Live answers on this node. Every stored answer is published by the answer statement itself
 * (pg_notify on `mathsight_answers`, ids only, delivered at commit) and heard by every node; a node
 * looks the answer up only when one of its sockets subscribed to that assignment or that class.
 */
export class LiveAnswers {
  readonly #subscribers = new Map<Key, Set<Subscriber>>();
  #stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly repo: QuizSessionsRepository,
  ) {}

  async start() {
    this.#stop = await this.database.listen(ANSWERS_CHANNEL, (payload) => {
      void this.#deliver(payload).catch(() => {
        // A lost event is only a missed live update; the results screens read the database.
      });
    });
  }

  async stop() {
    await this.#stop?.();
  }

  subscribe(key: { assignmentId: number } | { groupId: number }, subscriber: Subscriber) {
    const k = keyOf(key);
    let set = this.#subscribers.get(k);
    if (!set) this.#subscribers.set(k, (set = new Set()));
    set.add(subscriber);
  }

  unsubscribe(key: { assignmentId: number } | { groupId: number }, subscriber: Subscriber) {
    const k = keyOf(key);
    this.#subscribers.get(k)?.delete(subscriber);
    if (this.#subscribers.get(k)?.size === 0) this.#subscribers.delete(k);
  }

  /** Drops a closed socket from every subscription. */
  remove(subscriber: Subscriber) {
    for (const [k, set] of this.#subscribers) {
      set.delete(subscriber);
      if (set.size === 0) this.#subscribers.delete(k);
    }
  }

  async #deliver(payload: string) {
    const ids = JSON.parse(payload) as { id: number; assignmentId: number };
    const byAssignment = this.#subscribers.get(`a${ids.assignmentId}`);
    if (!byAssignment?.size && ![...this.#subscribers.keys()].some((k) => k.startsWith('g'))) return;
    const row = await this.repo.answerEvent(ids.id);
    if (!row) return;
    const event: AnswerEvent = {
      assignmentId: row.assignment_id,
      groupId: row.group_id,
      studentId: row.student_id,
      studentName: `${row.first_name} ${row.last_name}`,
      questionId: row.question_id,
      letter: row.letter as AnswerEvent['letter'],
      isCorrect: row.is_correct,
      misconceptionId: row.misconception_id,
      attempt: row.attempt,
      answeredAt: new Date(row.answered_at).toISOString(),
      studentAnswerId: row.id,
      timeTakenMs: row.time_taken_ms,
      confidence: row.confidence,
    };
    const message = JSON.stringify({ type: 'answer', event } satisfies RealtimeServerMessage);
    const targets = new Set<Subscriber>([
      ...(byAssignment ?? []),
      ...(row.group_id === null ? [] : (this.#subscribers.get(`g${row.group_id}`) ?? [])),
    ]);
    for (const subscriber of targets) subscriber.send(message);
  }
}

function keyOf(key: { assignmentId: number } | { groupId: number }): Key {
  return 'assignmentId' in key ? `a${key.assignmentId}` : `g${key.groupId}`;
}
